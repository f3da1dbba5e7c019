import { Alert, Button, Dialog, Field, HStack, Heading, Input, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "convex/react";
import { Copy } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import { feedUrls, siteUrlOf, type FeedScope } from "../../../../../convex/lib/calendarFeed";
import { todayString, useFamilyTimeZone } from "../../../../features/dates/useToday";
import { copyLink } from "../../../../features/feed/sharePost";
import { notifyFailure, notifyInfo, notifySuccess } from "../../../../features/feedback/notify";
import { ConfirmDialog } from "../../../../features/layout/ConfirmDialog";
import { useFormat } from "../../../../i18n/format";
import { InfoDialog } from "../../../../features/layout/InfoDialog";

/**
 * Where the deployment serves HTTP actions, the feeds among them: the local backend says it
 * (VITE_CONVEX_SITE_URL); a Convex cloud deployment's is its URL with ".convex.site".
 */
function siteUrl(): string | null {
  const env = import.meta.env as Record<string, string | undefined>;
  if (env.VITE_CONVEX_SITE_URL) return env.VITE_CONVEX_SITE_URL;
  return env.VITE_CONVEX_URL ? siteUrlOf(env.VITE_CONVEX_URL) : null;
}

/**
 * Subscribing from another calendar app (DESIGN.md decision 20): the member's secret link to
 * their events, and for an admin the family's. The link is shown once, when made; a new one
 * stops the old, and "Stop sharing" ends it.
 */
export function SubscribeDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const status = useQuery(api.calendarFeeds.feedStatus, {});
  const create = useMutation(api.calendarFeeds.createFeedUrl);
  const revoke = useMutation(api.calendarFeeds.revokeFeed);
  // The tokens made while the dialog is open: the server keeps none.
  const [tokens, setTokens] = useState<Partial<Record<FeedScope, string>>>({});
  const [busy, setBusy] = useState<FeedScope | null>(null);
  // Replacing or ending a link cuts off every calendar subscribed to it: asked first.
  const [asking, setAsking] = useState<{ scope: FeedScope; action: "regenerate" | "stop" } | null>(null);
  const site = siteUrl();

  async function makeLink(scope: FeedScope) {
    setBusy(scope);
    try {
      const { token } = await create({ scope });
      setTokens((current) => ({ ...current, [scope]: token }));
    } catch (error) {
      notifyFailure(error, { title: t("common.error"), message: t("calendar.feeds.failed") });
    } finally {
      setBusy(null);
    }
  }

  async function stopSharing(scope: FeedScope) {
    setBusy(scope);
    try {
      await revoke({ scope });
      setTokens((current) => ({ ...current, [scope]: undefined }));
      notifySuccess(t("calendar.feeds.stopped"));
    } catch (error) {
      notifyFailure(error, { title: t("common.error"), message: t("calendar.feeds.failed") });
    } finally {
      setBusy(null);
    }
  }

  const scopes: FeedScope[] = status === undefined ? [] : status.mayShareFamily || status.family !== null ? ["mine", "family"] : ["mine"];

  return (
    <InfoDialog title={t("calendar.feeds.title")} onClose={onClose} large closeVariant="outline">
      <Stack gap="5">
        <Dialog.Description color="fg.muted">{t("calendar.feeds.intro")}</Dialog.Description>
        {site === null && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Description>{t("calendar.feeds.noSite")}</Alert.Description>
          </Alert.Root>
        )}
        {status === undefined ? (
          <Skeleton h="24" />
        ) : (
          scopes.map((scope) => (
            <FeedSection
              key={scope}
              scope={scope}
              since={status[scope]?.createdAt ?? null}
              urls={tokens[scope] !== undefined && site !== null ? feedUrls(site, tokens[scope]) : null}
              mayCreate={site !== null && (scope === "mine" || status.mayShareFamily)}
              busy={busy === scope}
              onCreate={() => (status[scope] ? setAsking({ scope, action: "regenerate" }) : void makeLink(scope))}
              onStop={() => setAsking({ scope, action: "stop" })}
            />
          ))
        )}
        <Text fontSize="sm" color="fg.muted">
          {t("calendar.feeds.refreshNote")}
        </Text>
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        title={asking?.action === "stop" ? t("calendar.feeds.stopTitle") : t("calendar.feeds.regenerateTitle")}
        confirmLabel={asking?.action === "stop" ? t("calendar.feeds.stop") : t("calendar.feeds.regenerate")}
        destructive
        onConfirm={async () => {
          if (!asking) return;
          await (asking.action === "stop" ? stopSharing(asking.scope) : makeLink(asking.scope));
          setAsking(null);
        }}
        onClose={() => setAsking(null)}
      >
        <Text>{asking?.action === "stop" ? t("calendar.feeds.stopBody") : t("calendar.feeds.regenerateHelp")}</Text>
      </ConfirmDialog>
    </InfoDialog>
  );
}

type SectionProps = {
  scope: FeedScope;
  /** When the current link was made; null when there is none. */
  since: number | null;
  /** The link just made (shown this once). */
  urls: { https: string; webcal: string } | null;
  mayCreate: boolean;
  busy: boolean;
  onCreate: () => void;
  onStop: () => void;
};

/** One link: "mine" or the family's, with its addresses when just made, and what can be done with it. */
function FeedSection({ scope, since, urls, mayCreate, busy, onCreate, onStop }: SectionProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const zone = useFamilyTimeZone();
  const headingId = `calendar-feed-${scope}`;
  const shared = since !== null || urls !== null;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" borderWidth="1px" rounded="md" p="4">
      <Stack gap="1">
        <Heading as="h3" size="sm" id={headingId}>
          {t(`calendar.feeds.scopes.${scope}.title`)}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t(`calendar.feeds.scopes.${scope}.help`)}
        </Text>
      </Stack>
      {urls !== null ? (
        <Stack gap="3">
          <FeedUrl label={t("calendar.feeds.webcal")} url={urls.webcal} />
          <FeedUrl label={t("calendar.feeds.https")} url={urls.https} />
          <Text fontSize="sm" color="fg.warning">
            {t("calendar.feeds.shownOnce")}
          </Text>
        </Stack>
      ) : since !== null ? (
        <Text fontSize="sm">{t("calendar.feeds.since", { date: fmt.cardDay(todayString(zone, new Date(since))) })}</Text>
      ) : (
        <Text fontSize="sm">{t("calendar.feeds.none")}</Text>
      )}
      <HStack gap="2" wrap="wrap">
        {!shared ? (
          <Button size="sm" colorPalette="green" onClick={onCreate} loading={busy} disabled={!mayCreate}>
            {t("calendar.feeds.create")}
          </Button>
        ) : (
          <>
            {mayCreate && (
              <Button size="sm" variant="outline" onClick={onCreate} loading={busy}>
                {t("calendar.feeds.regenerate")}
              </Button>
            )}
            <Button size="sm" variant="outline" colorPalette="red" onClick={onStop} disabled={busy}>
              {t("calendar.feeds.stop")}
            </Button>
          </>
        )}
      </HStack>
      {shared && mayCreate && (
        <Text fontSize="xs" color="fg.muted">
          {t("calendar.feeds.regenerateHelp")}
        </Text>
      )}
    </Stack>
  );
}

/** One address, read-only, with a Copy button (where the clipboard is refused, it is selected to copy by hand). */
function FeedUrl({ label, url }: { label: string; url: string }) {
  const { t } = useTranslation();
  const [input, setInput] = useState<HTMLInputElement | null>(null);

  async function copy() {
    if (await copyLink(url)) notifySuccess(t("calendar.feeds.copied"));
    else {
      input?.focus();
      input?.select();
      notifyInfo(t("calendar.feeds.copyByHand"));
    }
  }

  return (
    <Field.Root>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <HStack gap="2" w="full">
        <Input ref={setInput} size="sm" readOnly value={url} fontFamily="mono" onFocus={(event) => event.target.select()} />
        <Button size="sm" variant="outline" flexShrink={0} aria-label={t("calendar.feeds.copyLabelled", { label })} onClick={() => void copy()}>
          <Copy aria-hidden /> {t("calendar.feeds.copy")}
        </Button>
      </HStack>
    </Field.Root>
  );
}
