import { Alert, Box, Button, Checkbox, Field, Fieldset, HStack, Input, RadioGroup, Skeleton, Stack, Text, Wrap, chakra } from "@chakra-ui/react";
import { useAction, useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { Plus } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import type { Id } from "../../../../../convex/_generated/dataModel";
import { IMPORT_BYTES_MAX, importSources, importUrlOf, type ImportOutcome, type ImportRefusal, type ImportSource } from "../../../../../convex/lib/calendarImports";
import type { MemberColor } from "../../../../../convex/lib/memberColors";
import type { MemberView } from "../../../../../convex/lib/memberView";
import { NAME_MAX_LENGTH } from "../../../../../convex/lib/text";
import { notifyError, notifyFailure, notifyInfo, notifySuccess } from "../../../../features/feedback/notify";
import { useTimeAgo } from "../../../../i18n/relativeTime";
import { MemberColorPicker } from "../../../../features/members/MemberColorPicker";
import { InfoDialog } from "../../../../features/layout/InfoDialog";

type ImportView = FunctionReturnType<typeof api.calendarImports.list>[number];

const ImportFormBox = chakra("form");

/** What the add and edit forms hold. */
type Choices = { name: string; color: MemberColor; everyone: boolean; memberIds: string[] };

/**
 * Other calendars (DESIGN.md decision 20), for admins: a school's or club's .ics file or web
 * address shown read-only on the calendar in its own colour. Lists them (colour, last read or
 * why not), adds one from a file (read here, sent as text) or a URL, and changes, reads again
 * or removes each. Members do not get this dialog: they see the events, marked with the
 * calendar's name.
 */
export function ImportsDialog({ members, onClose }: { members: MemberView[]; onClose: () => void }) {
  const { t } = useTranslation();
  const imports = useQuery(api.calendarImports.list, {});
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Id<"calendarImports"> | null>(null);

  return (
    <InfoDialog title={t("calendar.imports.title")} onClose={onClose} large>
      <Stack gap="4">
        <Text color="fg.muted">{t("calendar.imports.intro")}</Text>
        {imports === undefined ? (
          <Skeleton h="16" />
        ) : imports.length === 0 && !adding ? (
          <Text>{t("calendar.imports.none")}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="3" aria-label={t("calendar.imports.title")}>
            {imports.map((calendar) => (
              <li key={calendar._id}>
                {editing === calendar._id ? (
                  <ImportForm members={members} existing={calendar} onDone={() => setEditing(null)} />
                ) : (
                  <ImportRow calendar={calendar} members={members} onEdit={() => setEditing(calendar._id)} />
                )}
              </li>
            ))}
          </Stack>
        )}
        {adding ? (
          <ImportForm members={members} onDone={() => setAdding(false)} />
        ) : (
          <Box>
            <Button variant="outline" onClick={() => setAdding(true)}>
              <Plus aria-hidden /> {t("calendar.imports.add")}
            </Button>
          </Box>
        )}
      </Stack>
    </InfoDialog>
  );
}

/** Says why an add or refresh changed nothing. */
function useProblemToast() {
  const { t } = useTranslation();
  return (problem: ImportRefusal) => notifyError(t("calendar.imports.problemTitle"), t(`calendar.imports.problems.${problem}`));
}

/** The people an import is for, as a sentence. */
function useAudience(members: MemberView[]) {
  const { t, i18n } = useTranslation();
  return (calendar: Pick<ImportView, "everyone" | "memberIds">) =>
    calendar.everyone
      ? t("calendar.imports.forEveryone")
      : t("calendar.imports.forWhom", {
          people: new Intl.ListFormat(i18n.language).format(
            members.filter((member) => calendar.memberIds.includes(member._id as Id<"members">)).map((member) => member.name),
          ),
        });
}

/** A file chosen, read as text here (at most IMPORT_BYTES_MAX); null when it is too big. */
async function readFile(file: File): Promise<string | null> {
  if (file.size > IMPORT_BYTES_MAX) return null;
  return file.text();
}

function ImportRow({ calendar, members, onEdit }: { calendar: ImportView; members: MemberView[]; onEdit: () => void }) {
  const { t } = useTranslation();
  const ago = useTimeAgo();
  const audience = useAudience(members);
  const refresh = useAction(api.calendarImports.refresh);
  const remove = useMutation(api.calendarImports.removeImport);
  const toastProblem = useProblemToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const id = useId();

  async function run(action: () => Promise<ImportOutcome | null>, success: string) {
    setBusy(true);
    try {
      const outcome = await action();
      if (outcome === null) return;
      if (outcome.ok) notifySuccess(success, calendar.name);
      else toastProblem(outcome.problem);
    } catch (error) {
      notifyFailure(error, { title: t("common.error"), message: t("calendar.imports.failed") });
    } finally {
      setBusy(false);
    }
  }

  const onFile = (file: File | undefined) =>
    file &&
    void run(async () => {
      const ics = await readFile(file);
      return ics === null ? { ok: false, problem: "tooLarge" } : refresh({ importId: calendar._id, ics });
    }, t("calendar.imports.refreshed"));

  return (
    <Box borderWidth="1px" borderRadius="md" p="3" colorPalette={calendar.color} borderStartWidth="4px" borderStartColor="colorPalette.solid">
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="1" minW="0" flex="1">
          <Text fontWeight="semibold" overflowWrap="anywhere" id={`${id}-name`}>
            {calendar.name}
          </Text>
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {calendar.source === "url" ? (calendar.url ?? t("calendar.imports.source.url")) : t("calendar.imports.source.file")}
          </Text>
          <Text fontSize="sm">{audience(calendar)}</Text>
          <Text fontSize="sm" color="fg.muted">
            {calendar.lastFetchedAt !== undefined
              ? `${t("calendar.imports.updated", { when: ago(calendar.lastFetchedAt) })} · ${t("calendar.imports.events", { count: calendar.eventCount })}`
              : t("calendar.imports.notYet")}
          </Text>
          {calendar.lastRead !== undefined && calendar.lastRead.leftOut.length > 0 && (
            <Text fontSize="sm" color="fg.muted" data-testid="import-left-out">
              {`${t("calendar.imports.readSummary", { count: calendar.lastRead.read })} · ${t("calendar.imports.leftOut", {
                count: calendar.lastRead.leftOut.reduce((sum, { count }) => sum + count, 0),
                reasons: calendar.lastRead.leftOut
                  .map(({ reason, count }) => t("calendar.imports.leftOutReason", { reason: t(`calendar.imports.leftOutReasons.${reason}`), count }))
                  .join(", "),
              })}`}
            </Text>
          )}
          {calendar.lastError !== undefined && (
            <Alert.Root status="warning" size="sm">
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">
                {t("calendar.imports.couldNotRead", { reason: t(`calendar.imports.problems.${calendar.lastError}`) })}
              </Alert.Title>
            </Alert.Root>
          )}
        </Stack>
        <Wrap gap="2">
          {calendar.source === "url" ? (
            <Button
              size="sm"
              variant="outline"
              loading={busy}
              onClick={() =>
                void run(async () => {
                  const outcome = await refresh({ importId: calendar._id });
                  if (outcome.ok) notifyInfo(t("calendar.imports.fetching"), calendar.name);
                  return outcome.ok ? null : outcome;
                }, "")
              }
              aria-describedby={`${id}-name`}
            >
              {t("calendar.imports.refresh")}
            </Button>
          ) : (
            <>
              <input
                ref={fileInput}
                type="file"
                accept=".ics,text/calendar"
                hidden
                aria-label={t("calendar.imports.replaceFile")}
                onChange={(e) => {
                  onFile(e.target.files?.[0]);
                  e.target.value = "";
                }}
              />
              <Button size="sm" variant="outline" loading={busy} onClick={() => fileInput.current?.click()} aria-describedby={`${id}-name`}>
                {t("calendar.imports.replaceFile")}
              </Button>
            </>
          )}
          <Button size="sm" variant="outline" onClick={onEdit} disabled={busy} aria-describedby={`${id}-name`}>
            {t("common.actions.edit")}
          </Button>
          {confirming ? (
            <Button
              size="sm"
              colorPalette="red"
              loading={busy}
              onClick={() =>
                void run(async () => {
                  await remove({ importId: calendar._id });
                  return { ok: true, value: null };
                }, t("calendar.imports.removed"))
              }
            >
              {t("calendar.imports.removeConfirm", { name: calendar.name })}
            </Button>
          ) : (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)} disabled={busy} aria-describedby={`${id}-name`}>
              {t("calendar.imports.remove")}
            </Button>
          )}
        </Wrap>
      </HStack>
    </Box>
  );
}

/** Adding a calendar (from a file or a URL), or changing one's name, colour and people. */
function ImportForm({ members, existing, onDone }: { members: MemberView[]; existing?: ImportView; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const addFile = useAction(api.calendarImports.addFileImport);
  const addUrl = useMutation(api.calendarImports.addUrlImport);
  const update = useMutation(api.calendarImports.updateImport);
  const toastProblem = useProblemToast();
  const [choices, setChoices] = useState<Choices>(() => ({
    name: existing?.name ?? "",
    color: existing?.color ?? "teal",
    everyone: existing?.everyone ?? true,
    memberIds: existing?.memberIds ?? [],
  }));
  const [source, setSource] = useState<ImportSource>("url");
  const [url, setUrl] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [invalid, setInvalid] = useState<Partial<Record<"name" | "memberIds" | "url" | "file", string>>>({});
  const [busy, setBusy] = useState(false);

  function check(): boolean {
    const found: typeof invalid = {};
    if (choices.name.trim() === "") found.name = t("errors.FIELD_REQUIRED.message");
    if (!choices.everyone && choices.memberIds.length === 0) found.memberIds = t("errors.EVENT_PEOPLE_REQUIRED.message");
    if (!existing && source === "url") {
      const message = urlMessage(url);
      if (message !== null) found.url = message;
    }
    if (!existing && source === "file" && file === null) found.file = t("errors.FIELD_REQUIRED.message");
    if (!existing && source === "file" && file !== null && file.size > IMPORT_BYTES_MAX) found.file = t("calendar.imports.problems.tooLarge");
    setInvalid(found);
    return Object.keys(found).length === 0;
  }

  /** What is wrong with the typed address, as far as it shows without the server; null when nothing. */
  function urlMessage(typed: string): string | null {
    if (typed.trim() === "") return t("errors.FIELD_REQUIRED.message");
    if (importUrlOf(typed) !== null) return null;
    try {
      const parsed = new URL(typed.trim().replace(/^webcals?:\/\//i, "https://"));
      if (parsed.username !== "" || parsed.password !== "") return t("calendar.imports.fields.urlCredentials");
    } catch {
      // Not a URL at all: said below.
    }
    return t("calendar.imports.problems.badUrl");
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || !check()) return;
    setBusy(true);
    const input = { ...choices, name: choices.name.trim(), memberIds: choices.everyone ? [] : choices.memberIds };
    try {
      if (existing) {
        await update({ importId: existing._id, import: input });
        notifySuccess(t("calendar.imports.saved"), input.name);
        onDone();
        return;
      }
      let outcome: ImportOutcome<Id<"calendarImports">>;
      if (source === "url") outcome = await addUrl({ import: input, url: url.trim() });
      else {
        const ics = await readFile(file!);
        outcome = ics === null ? { ok: false, problem: "tooLarge" } : await addFile({ import: input, ics });
      }
      if (!outcome.ok) {
        // The server's refusal of the address is the address field's to say.
        if (source === "url" && (outcome.problem === "badUrl" || outcome.problem === "blockedAddress")) {
          setInvalid({ url: outcome.problem === "blockedAddress" ? t("calendar.imports.fields.urlPrivate") : (urlMessage(url) ?? t("calendar.imports.problems.badUrl")) });
          return;
        }
        toastProblem(outcome.problem);
        return;
      }
      notifySuccess(t("calendar.imports.added"), input.name);
      onDone();
    } catch (error) {
      notifyFailure(error, { title: t("common.error"), message: t("calendar.imports.failed") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <ImportFormBox onSubmit={(e) => void onSubmit(e)} noValidate borderWidth="1px" borderRadius="md" p="3" bg="bg.muted">
      <Stack gap="4">
        <Text as="h3" fontWeight="semibold">
          {existing ? t("calendar.imports.editTitle", { name: existing.name }) : t("calendar.imports.add")}
        </Text>
        {!existing && (
          <Fieldset.Root>
            <Fieldset.Legend>{t("calendar.imports.fields.source")}</Fieldset.Legend>
            <RadioGroup.Root value={source} onValueChange={(e) => setSource(e.value as ImportSource)}>
              <HStack gap="4" wrap="wrap">
                {importSources.map((option) => (
                  <RadioGroup.Item key={option} value={option}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{t(`calendar.imports.source.${option}`)}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
          </Fieldset.Root>
        )}
        {!existing && source === "url" && (
          <Field.Root required invalid={invalid.url !== undefined}>
            <Field.Label>{t("calendar.imports.fields.url")}</Field.Label>
            <Input type="url" inputMode="url" value={url} onChange={(e) => setUrl(e.target.value)} autoComplete="off" />
            <Field.HelperText>{t("calendar.imports.fields.urlHelp")}</Field.HelperText>
            {invalid.url && <Field.ErrorText>{invalid.url}</Field.ErrorText>}
          </Field.Root>
        )}
        {!existing && source === "file" && (
          <Field.Root required invalid={invalid.file !== undefined}>
            <Field.Label>{t("calendar.imports.fields.file")}</Field.Label>
            <Input type="file" accept=".ics,text/calendar" p="1" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
            <Field.HelperText>{t("calendar.imports.fields.fileHelp")}</Field.HelperText>
            {invalid.file && <Field.ErrorText>{invalid.file}</Field.ErrorText>}
          </Field.Root>
        )}
        <Field.Root required invalid={invalid.name !== undefined}>
          <Field.Label>{t("calendar.imports.fields.name")}</Field.Label>
          <Input value={choices.name} maxLength={NAME_MAX_LENGTH} onChange={(e) => setChoices({ ...choices, name: e.target.value })} />
          {invalid.name && <Field.ErrorText>{invalid.name}</Field.ErrorText>}
        </Field.Root>
        <MemberColorPicker
          name={`${id}-color`}
          legend={t("calendar.imports.fields.color")}
          value={choices.color}
          onChange={(color) => setChoices({ ...choices, color })}
        />
        <Fieldset.Root invalid={invalid.memberIds !== undefined}>
          <Fieldset.Legend>{t("calendar.imports.fields.who")}</Fieldset.Legend>
          <Fieldset.HelperText>{t("calendar.imports.fields.whoHelp")}</Fieldset.HelperText>
          <Checkbox.Root checked={choices.everyone} onCheckedChange={(e) => setChoices({ ...choices, everyone: e.checked === true })}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t("calendar.fields.everyone")}</Checkbox.Label>
          </Checkbox.Root>
          {!choices.everyone && (
            <Wrap gap="3">
              {members.map((member) => (
                <Checkbox.Root
                  key={member._id}
                  checked={choices.memberIds.includes(member._id)}
                  onCheckedChange={(e) =>
                    setChoices({
                      ...choices,
                      memberIds: e.checked === true ? [...choices.memberIds, member._id] : choices.memberIds.filter((m) => m !== member._id),
                    })
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{member.name}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Wrap>
          )}
          {invalid.memberIds && <Fieldset.ErrorText>{invalid.memberIds}</Fieldset.ErrorText>}
        </Fieldset.Root>
        <HStack gap="2" justify="end" wrap="wrap">
          <Button variant="outline" onClick={onDone} disabled={busy}>
            {t("common.actions.cancel")}
          </Button>
          <Button type="submit" colorPalette="green" loading={busy}>
            {existing ? t("common.actions.save") : t("calendar.imports.addSubmit")}
          </Button>
        </HStack>
      </Stack>
    </ImportFormBox>
  );
}
