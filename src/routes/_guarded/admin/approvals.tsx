import { Alert, Field, NativeSelect, Stack, Text, Wrap } from "@chakra-ui/react";
import { createFileRoute } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../convex/_generated/api";
import type { Id } from "../../../../convex/_generated/dataModel";
import { APPROVAL_KINDS } from "../../../../convex/lib/approvals";
import { ApprovalList } from "../../../features/approvals/ApprovalList";
import { approvalsSearch } from "../../../features/approvals/approvalsSearch";
import { BackButton } from "../../../features/layout/BackButton";
import { PageHeader } from "../../../features/layout/PageHeader";
import { LoadingSpinner } from "../../../components/LoadingSpinner";

// Filters live in the URL, so reload, Back and a shared link keep them.
export const Route = createFileRoute("/_guarded/admin/approvals")({
  validateSearch: approvalsSearch,
  component: ApprovalsPage,
});

/** Admin → Approvals: every pending decision of the family in one live list, oldest first. */
function ApprovalsPage() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const members = useQuery(api.members.list, {});
  // An id that is no member of the family is not sent to the server: everyone's requests show.
  const chosen = members?.find((m) => m._id === search.member);
  const inbox = useQuery(api.approvals.inbox, {
    ...(search.kind ? { kind: search.kind } : {}),
    ...(chosen ? { memberId: chosen._id as Id<"members"> } : {}),
  });
  const filtered = search.kind !== undefined || chosen !== undefined;

  function setFilter(change: { kind?: string; member?: string }) {
    const next = approvalsSearch({ kind: search.kind, member: chosen?._id, ...change });
    void navigate({ search: next, replace: true });
  }

  return (
    <>
      <BackButton to="/admin" />
      <PageHeader title={t("approvals.title")} subtitle={t("approvals.subtitle")} />
      <Stack gap="5">
        <Wrap gap="4">
          <Field.Root w={{ base: "full", sm: "56" }}>
            <Field.Label>{t("approvals.filters.kind")}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={search.kind ?? ""} onChange={(event) => setFilter({ kind: event.currentTarget.value })} data-testid="approvals-kind-filter">
                <option value="">{t("approvals.filters.allKinds")}</option>
                {APPROVAL_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`approvals.kinds.${kind}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root w={{ base: "full", sm: "56" }}>
            <Field.Label>{t("approvals.filters.member")}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={chosen?._id ?? ""} onChange={(event) => setFilter({ member: event.currentTarget.value })} data-testid="approvals-member-filter">
                <option value="">{t("approvals.filters.everyone")}</option>
                {members?.map((m) => (
                  <option key={m._id} value={m._id}>
                    {m.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Wrap>
        {/* The keys are a keyboard's: a phone has none to press. */}
        <Text fontSize="sm" color="fg.muted" data-testid="approvals-keyboard-hint" hideBelow="md">
          {t("approvals.keyboardHint")}
        </Text>
        {inbox === undefined ? (
          <LoadingSpinner label={t("approvals.loading")} />
        ) : inbox.rows.length === 0 ? (
          <Text color="fg.muted">{filtered ? t("approvals.emptyFiltered") : t("approvals.empty")}</Text>
        ) : (
          <ApprovalList rows={inbox.rows} />
        )}
        {inbox !== undefined && Object.keys(inbox.more).length > 0 && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{t("approvals.more")}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </>
  );
}
