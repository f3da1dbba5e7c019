import { Alert, SimpleGrid, Skeleton, Stack } from "@chakra-ui/react";
import { useMutation, useQuery } from "convex/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import { isAdmin } from "../../../convex/lib/access";
import { useFamilyToday } from "../dates/useToday";
import { notifyFailure, notifySuccess } from "../feedback/notify";
import { ConfirmDialog } from "../layout/ConfirmDialog";
import { useDeleteDialog } from "../layout/useDeleteDialog";
import { OutfitDayCard } from "./OutfitDayCard";
import { PlanOutfitDialog, type PlanTarget } from "./PlanOutfitDialog";
import { SelectField } from "./SelectField";
import { useFamily } from "./useFamily";
import { weekdayOf } from "./weekdays";

type Props = {
  /** The member whose week is shown (from the URL); the viewer when absent or unknown. */
  memberId: string | undefined;
  onMember: (memberId: string) => void;
};

/** The Outfits tab: one member's week, Monday to Sunday; admins plan it, everyone sees it, live. */
export function OutfitsTab({ memberId, onMember }: Props) {
  const { t } = useTranslation();
  const today = weekdayOf(useFamilyToday());
  const { viewer, members, byId } = useFamily();
  const admin = viewer !== null && isAdmin(viewer);
  const member = (memberId !== undefined ? byId.get(memberId) : undefined) ?? (viewer ? byId.get(viewer._id) : undefined) ?? members?.[0];
  const week = useQuery(api.outfits.weekForMember, member ? { memberId: member._id } : "skip");
  const remove = useMutation(api.outfits.removeOutfit);
  const [planning, setPlanning] = useState<PlanTarget | null>(null);
  // Removed elsewhere meanwhile (another admin), the question closes by itself.
  const planned = useMemo(() => week?.flatMap((d) => (d.outfit ? [{ ...d.outfit, dayOfWeek: d.dayOfWeek }] : [])), [week]);
  const removing = useDeleteDialog(planned);

  async function confirmRemove() {
    const outfit = removing.subject;
    if (outfit === null) return;
    const day = t(`clothing.outfits.days.${outfit.dayOfWeek}`);
    try {
      await remove({ outfitId: outfit._id });
      notifySuccess(t("clothing.outfits.removedTitle"), t("clothing.outfits.removedMessage", { day }));
      removing.close();
    } catch (error) {
      notifyFailure(error, { title: t("clothing.error"), message: t("clothing.outfits.removeFailed") });
    }
  }

  if (members === undefined) return <Skeleton h="40" rounded="lg" aria-busy aria-label={t("clothing.outfits.loading")} />;
  return (
    <Stack gap="5">
      <Stack direction={{ base: "column", md: "row" }} gap="4" align={{ md: "end" }}>
        <Stack maxW={{ md: "xs" }} flex="1">
          <SelectField
            label={t("clothing.outfits.member")}
            value={member?._id ?? ""}
            onChange={onMember}
            testId="outfit-member"
            options={members.map((m) => ({ value: m._id, label: m._id === viewer?._id ? t("clothing.filters.me", { name: m.name }) : m.name }))}
          />
        </Stack>
      </Stack>
      {!admin && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Description>{t("clothing.outfits.readOnly")}</Alert.Description>
        </Alert.Root>
      )}
      {member !== undefined && (
        <Stack as="section" aria-label={t("clothing.outfits.week", { name: member.name })} gap="3">
          {week === undefined ? (
            <Skeleton h="40" rounded="lg" aria-busy aria-label={t("clothing.outfits.loading")} />
          ) : (
            <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="3" data-testid="outfit-week">
              {week.map((day) => (
                <OutfitDayCard
                  key={day.dayOfWeek}
                  day={day}
                  isToday={day.dayOfWeek === today}
                  canPlan={admin}
                  onPlan={(dayOfWeek, outfit) => setPlanning({ memberId: member._id, memberName: member.name, dayOfWeek, outfit })}
                  onRemove={(dayOfWeek, outfit) => removing.ask({ ...outfit, dayOfWeek })}
                />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
      <PlanOutfitDialog target={planning} onClose={() => setPlanning(null)} />
      <ConfirmDialog
        open={removing.open}
        title={removing.subject ? t("clothing.outfits.removeQuestion", { day: t(`clothing.outfits.days.${removing.subject.dayOfWeek}`) }) : ""}
        confirmLabel={t("clothing.outfits.remove")}
        destructive
        onConfirm={confirmRemove}
        onClose={removing.close}
      >
        {t("clothing.outfits.removeBody", { name: removing.subject?.name ?? "" })}
      </ConfirmDialog>
    </Stack>
  );
}
