import { Field, NativeSelect, Stack } from "@chakra-ui/react";
import { createFileRoute } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../convex/_generated/api";
import type { Id } from "../../../../convex/_generated/dataModel";
import { BackButton } from "../../../features/layout/BackButton";
import { PageHeader } from "../../../features/layout/PageHeader";
import { optionalString, type Search } from "../../../features/navigation/searchParams";
import { ActivityList } from "./-components/ActivityList";

// The member filter lives in the URL, so reload, Back and a shared link keep it;
// an id that is no member of the family shows everyone.
function activitySearch(search: Search): { member?: string } {
  const member = optionalString(search.member);
  return member === undefined ? {} : { member };
}

export const Route = createFileRoute("/_guarded/admin/activity")({
  validateSearch: activitySearch,
  component: ActivityPage,
});

/** Admin → Activity Log: who did what and when, newest first, live. */
function ActivityPage() {
  const { t } = useTranslation();
  const { member } = Route.useSearch();
  const navigate = Route.useNavigate();
  const members = useQuery(api.members.list, {});
  const chosen = members?.find((m) => m._id === member);

  function choose(value: string) {
    void navigate({ search: value === "" ? {} : { member: value }, replace: true });
  }

  return (
    <>
      <BackButton to="/admin" />
      <PageHeader title={t("activity.title")} subtitle={t("activity.subtitle")} />
      <Stack gap="5">
        <Field.Root maxW={{ base: "full", sm: "xs" }}>
          <Field.Label>{t("activity.filter.label")}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={chosen?._id ?? ""}
              onChange={(event) => choose(event.currentTarget.value)}
              data-testid="activity-member-filter"
            >
              <option value="">{t("activity.filter.everyone")}</option>
              {members?.map((m) => (
                <option key={m._id} value={m._id}>
                  {m.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {/* Until the family is known, an id from the URL is not trusted: everyone's entries show. */}
        <ActivityList key={chosen?._id ?? "everyone"} memberId={chosen?._id as Id<"members"> | undefined} memberName={chosen?.name} />
      </Stack>
    </>
  );
}
