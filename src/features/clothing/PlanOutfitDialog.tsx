import { SimpleGrid } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "convex/react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import {
  outfitFormDefaults,
  outfitFormSchema,
  outfitInputFromForm,
  outfitSlots,
  slotCategory,
  type OutfitForm,
  type OutfitFormValues,
} from "../../../convex/lib/outfitSchema";
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from "../../../convex/lib/text";
import type { DayOfWeek } from "../../../convex/lib/validators";
import { notifySuccess } from "../feedback/notify";
import { FormDialog } from "../forms/FormDialog";
import { SelectField, TextField } from "../forms/fields";
import { saveForm } from "../forms/serverRefusal";
import type { PlannedOutfit } from "./types";
import { LoadingSpinner } from "../../components/LoadingSpinner";

export type PlanTarget = { memberId: string; memberName: string; dayOfWeek: DayOfWeek; outfit: PlannedOutfit | null;
};

/** Admin: plan (or change) one member's outfit for one weekday from that member's own clothes. */
export function PlanOutfitDialog({ target, onClose }: { target: PlanTarget | null; onClose: () => void }) {
  if (target === null) return null;
  return <PlanOutfitBody key={`${target.memberId}-${target.dayOfWeek}`} target={target} onClose={onClose} />;
}

function startingValues({ memberId, dayOfWeek, outfit }: PlanTarget): OutfitForm {
  const defaults = outfitFormDefaults(memberId, dayOfWeek);
  if (outfit === null) return defaults;
  return {
    ...defaults,
    name: outfit.name,
    notes: outfit.notes,
    top: outfit.top?._id ?? "",
    bottom: outfit.bottom?._id ?? "",
    dress: outfit.dress?._id ?? "",
    shoes: outfit.shoes?._id ?? "",
  };
}

function PlanOutfitBody({ target, onClose }: { target: PlanTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const plan = useMutation(api.outfits.planOutfit);
  // The member's clothes, live: a slot offers only its category (top = Tops, …).
  const wardrobe = useQuery(api.clothing.listWardrobe, { memberId: target.memberId as Id<"members"> });
  const form = useForm<OutfitForm, unknown, OutfitFormValues>({
    resolver: zodResolver(outfitFormSchema),
    defaultValues: startingValues(target),
  });
  const day = t(`clothing.outfits.days.${target.dayOfWeek}`);

  const save = form.handleSubmit(async (values) => {
    await saveForm(
      form,
      async () => {
        await plan({ outfit: outfitInputFromForm(values) });
        notifySuccess(t("clothing.outfits.savedTitle"), t("clothing.outfits.savedMessage", { name: values.name, day }));
        onClose();
      },
      { title: t("clothing.error"), message: t("clothing.outfits.failed") },
    );
  });

  return (
    <FormDialog
      title={t("clothing.outfits.dialog.title", { name: target.memberName, day })}
      open
      busy={form.formState.isSubmitting}
      submitLabel={t("clothing.outfits.dialog.save")}
      onClose={onClose}
      onSubmit={save}
    >
      <TextField form={form} name="name" label={t("clothing.outfits.dialog.name")} maxLength={NAME_MAX_LENGTH} required />
      {/* The selects appear with their options, so a planned item shows as chosen from the start. */}
      {wardrobe === undefined ? (
        <LoadingSpinner label={t("clothing.wardrobe.loading")} />
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {outfitSlots.map((slot) => {
            const choices = wardrobe.filter((item) => item.category === slotCategory[slot]);
            return (
              <SelectField
                key={slot}
                form={form}
                name={slot}
                label={t(`clothing.outfits.slots.${slot}`)}
                placeholder={t("clothing.outfits.dialog.none")}
                placeholderSelectable
                help={choices.length === 0 ? t("clothing.outfits.dialog.noItems", { name: target.memberName }) : undefined}
              >
                {choices.map((item) => (
                  <option key={item._id} value={item._id}>
                    {item.color ? `${item.name} (${item.color})` : item.name}
                  </option>
                ))}
              </SelectField>
            );
          })}
        </SimpleGrid>
      )}
      <TextField form={form} name="notes" label={t("clothing.outfits.dialog.notes")} maxLength={TEXT_MAX_LENGTH} long />
    </FormDialog>
  );
}
