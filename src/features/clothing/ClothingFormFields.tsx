import { Box, Checkbox, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from "@chakra-ui/react";
import { Shirt } from "lucide-react";
import { useId } from "react";
import { Controller, type Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { Doc } from "../../../convex/_generated/dataModel";
import { CLOTHING_DETAIL_MAX_LENGTH, taggableOccasions } from "../../../convex/lib/clothingSchema";
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from "../../../convex/lib/text";
import { clothingCategories, laundryStatuses, seasonTags } from "../../../convex/lib/validators";
import { FormField } from "../forms/FormField";
import { PhotoField } from "../forms/PhotoField";
import type { ClothingFormWithPhoto } from "./clothingForm";
import type { ClothingFormState } from "./useClothingForm";

type Props = { state: ClothingFormState; members: readonly Pick<Doc<"members">, "_id" | "name">[] };

/** The clothing form's fields (the Add Item tab and the edit dialog share them). */
export function ClothingFormFields({ state, members }: Props) {
  const { t } = useTranslation();
  const formId = useId();
  const { register, control, formState } = state.form;
  const { errors } = formState;
  const id = (key: string) => `${formId}-${key}`;

  return (
    <Stack gap="4">
      <FormField id={id("name")} label={t("clothing.form.name")} error={errors.name?.message} required>
        {(input) => <Input {...register("name")} maxLength={NAME_MAX_LENGTH} autoComplete="off" {...input} />}
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <FormField id={id("owner")} label={t("clothing.form.owner")} error={errors.assignedTo?.message} required>
          {(input) => (
            <NativeSelect.Root>
              <NativeSelect.Field {...register("assignedTo")} {...input}>
                <option value="" disabled>
                  {t("clothing.form.chooseOwner")}
                </option>
                {members.map((member) => (
                  <option key={member._id} value={member._id}>
                    {member.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </FormField>
        <FormField id={id("category")} label={t("clothing.form.category")} error={errors.category?.message} required>
          {(input) => (
            <NativeSelect.Root>
              <NativeSelect.Field {...register("category")} {...input}>
                <option value="" disabled>
                  {t("clothing.form.chooseCategory")}
                </option>
                {clothingCategories.map((category) => (
                  <option key={category} value={category}>
                    {t(`clothing.categories.${category}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </FormField>
        <FormField id={id("size")} label={t("clothing.form.size")} error={errors.size?.message}>
          {(input) => <Input {...register("size")} maxLength={CLOTHING_DETAIL_MAX_LENGTH} autoComplete="off" {...input} />}
        </FormField>
        <FormField id={id("color")} label={t("clothing.form.color")} error={errors.color?.message}>
          {(input) => <Input {...register("color")} maxLength={CLOTHING_DETAIL_MAX_LENGTH} autoComplete="off" {...input} />}
        </FormField>
      </SimpleGrid>
      <TagBoxes control={control} name="occasionTags" legend={t("clothing.form.occasions")} tags={taggableOccasions} label={(tag) => t(`clothing.occasions.${tag}`)} />
      <TagBoxes control={control} name="seasonTags" legend={t("clothing.form.seasons")} tags={seasonTags} label={(tag) => t(`clothing.seasons.${tag}`)} />
      <FormField id={id("laundry")} label={t("clothing.form.laundry")} error={errors.laundryStatus?.message} maxW={{ sm: "xs" }}>
        {(input) => (
          <NativeSelect.Root>
            <NativeSelect.Field {...register("laundryStatus")} {...input}>
              {laundryStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`clothing.laundry.${status}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </FormField>
      <FormField id={id("notes")} label={t("clothing.form.notes")} error={errors.notes?.message}>
        {(input) => <Textarea {...register("notes")} maxLength={TEXT_MAX_LENGTH} rows={3} {...input} />}
      </FormField>
      <PhotoField photo={state.photo} name={state.name} placeholder={Shirt} />
    </Stack>
  );
}

type TagProps<T extends string> = {
  control: Control<ClothingFormWithPhoto>;
  name: "occasionTags" | "seasonTags";
  legend: string;
  tags: readonly T[];
  label: (tag: T) => string;
};

/** A set of tags as checkboxes in a fieldset (its legend names the group for screen readers). */
function TagBoxes<T extends string>({ control, name, legend, tags, label }: TagProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const chosen = new Set<string>(field.value ?? []);
        const toggle = (tag: T, on: boolean) => field.onChange(tags.filter((t) => (t === tag ? on : chosen.has(t))));
        return (
          <Box as="fieldset" borderWidth="0" p="0" m="0" minW="0">
            <Text as="legend" fontSize="sm" fontWeight="medium" mb="2">
              {legend}
            </Text>
            <SimpleGrid columns={{ base: 2, sm: 3, md: 5 }} gap="2">
              {tags.map((tag) => (
                <Checkbox.Root key={tag} checked={chosen.has(tag)} onCheckedChange={(e) => toggle(tag, e.checked === true)} colorPalette="green" size="sm">
                  <Checkbox.HiddenInput onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label>{label(tag)}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          </Box>
        );
      }}
    />
  );
}
