import { Box, Button, HStack, Heading, IconButton, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { Pencil, Plus, Shapes, Trash2 } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../../convex/_generated/api";
import { ITEM_TYPE_LIMIT, itemTypeFormDefaults, itemTypeFormSchema, type ItemTypeForm } from "../../../../convex/lib/financeSettingsSchema";
import { NAME_MAX_LENGTH } from "../../../../convex/lib/text";
import { notifySuccess } from "../../feedback/notify";
import { EmptyStateBox } from "../../layout/EmptyStateBox";
import { useDeleteDialog } from "../../layout/useDeleteDialog";
import { TextField } from "../../forms/fields";
import { saveForm } from "../../forms/serverRefusal";
import { useSingleSubmit } from "../../forms/useSingleSubmit";
import { DeleteSettingDialog } from "./DeleteSettingDialog";
import type { SettingsItemType } from "./FinanceSettingsTabs";
import { RenameItemTypeDialog } from "./RenameItemTypeDialog";
import { StarterListButton, StarterListHint, useMissingStarters } from "./StarterListAction";

/** Item types: add by name, and the list (scrolling at 24rem, spec section 9) with rename and delete. */
export function ItemTypesTab({ itemTypes }: { itemTypes: SettingsItemType[] }) {
  const { t } = useTranslation();
  const listId = useId();
  const [renaming, setRenaming] = useState<SettingsItemType | null>(null);
  const deleting = useDeleteDialog(itemTypes);
  const full = itemTypes.length >= ITEM_TYPE_LIMIT;
  // Offered above the list only while some of the usual ones are missing.
  const missingStarters = useMissingStarters("itemTypes", useMemo(() => itemTypes.map((itemType) => itemType.name), [itemTypes]));

  return (
    <Stack gap="4">
      <Stack gap="1" maxW="2xl">
        <Heading as="h2" size="lg">
          {t("financeSettings.itemTypes.title")}
        </Heading>
        <Text color="fg.muted">{t("financeSettings.itemTypes.intro")}</Text>
      </Stack>
      <AddItemTypeForm full={full} />
      {itemTypes.length === 0 ? (
        <EmptyStateBox icon={<Shapes aria-hidden />} title={t("financeSettings.itemTypes.emptyTitle")} description={t("financeSettings.itemTypes.emptyDescription")}>
          <StarterListHint list="itemTypes" />
          <StarterListButton list="itemTypes" variant="outline" colorPalette="green" />
        </EmptyStateBox>
      ) : (
        <Stack gap="2" maxW="3xl">
          <HStack justify="space-between" gap="2" flexWrap="wrap">
            <Text fontSize="sm" color="fg.muted" id={listId}>
              {t("financeSettings.itemTypes.count", { count: itemTypes.length })}
            </Text>
            {missingStarters > 0 && !full && <StarterListButton list="itemTypes" size="sm" variant="ghost" colorPalette="green" />}
          </HStack>
          {/* Spec section 9: the list scrolls from 24rem; it can be scrolled by keyboard too. */}
          <Box
            maxH="24rem"
            overflowY="auto"
            borderWidth="1px"
            borderRadius="l2"
            tabIndex={0}
            role="region"
            aria-label={t("financeSettings.itemTypes.listLabel")}
            aria-describedby={listId}
            data-testid="item-type-scroll"
            focusRing="inside"
          >
            <Stack as="ul" gap="0" listStyleType="none">
              {itemTypes.map((itemType) => (
                <HStack
                  as="li"
                  key={itemType._id}
                  aria-label={itemType.name}
                  data-testid="item-type-row"
                  justify="space-between"
                  gap="2"
                  px="3"
                  py="2"
                  borderBottomWidth="1px"
                  _last={{ borderBottomWidth: "0" }}
                >
                  <Stack gap="0" minW="0">
                    <Text fontWeight="medium" overflowWrap="anywhere">
                      {itemType.name}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {itemType.transactionCount > 0
                        ? t("financeSettings.itemTypes.usage", { count: itemType.transactionCount })
                        : t("financeSettings.itemTypes.unused")}
                    </Text>
                  </Stack>
                  <HStack gap="1" flexShrink={0}>
                    <IconButton size="sm" variant="ghost" aria-label={t("financeSettings.itemTypes.renameLabel", { name: itemType.name })} onClick={() => setRenaming(itemType)}>
                      <Pencil aria-hidden />
                    </IconButton>
                    <IconButton
                      size="sm"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={t("financeSettings.itemTypes.deleteLabel", { name: itemType.name })}
                      onClick={() => deleting.ask(itemType)}
                    >
                      <Trash2 aria-hidden />
                    </IconButton>
                  </HStack>
                </HStack>
              ))}
            </Stack>
          </Box>
        </Stack>
      )}
      <RenameItemTypeDialog itemType={renaming} onClose={() => setRenaming(null)} />
      <DeleteSettingDialog target={deleting.subject && { kind: "itemType", ...deleting.subject }} open={deleting.open} onClose={deleting.close} />
    </Stack>
  );
}

/** 'Item type name is required' (and the server's name refusals) under the field. */
function AddItemTypeForm({ full }: { full: boolean }) {
  const { t } = useTranslation();
  const addItemType = useMutation(api.financeSettings.addItemType);
  const form = useForm<ItemTypeForm>({
    resolver: zodResolver(itemTypeFormSchema),
    defaultValues: itemTypeFormDefaults,
  });
  const { submit } = useSingleSubmit(
    form.handleSubmit(async ({ name }) => {
    await saveForm(
      form,
      async () => {
        await addItemType({ name });
        notifySuccess(t("financeSettings.itemTypes.addedTitle"), t("financeSettings.itemTypes.addedMessage", { name }));
          form.reset(itemTypeFormDefaults);
      },
      { title: t("financeSettings.error"), message: t("financeSettings.itemTypes.failed") },
    );
  }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t("financeSettings.itemTypes.add")}>
      <Stack direction={{ base: "column", sm: "row" }} gap="3" align={{ base: "stretch", sm: "flex-start" }} maxW="2xl">
        <TextField form={form} name="name" label={t("financeSettings.itemTypes.name")} help={t("financeSettings.itemTypes.hint")} maxLength={NAME_MAX_LENGTH} required flex="1" />
        <Button type="submit" colorPalette="green" loading={form.formState.isSubmitting} disabled={full} mt={{ base: "0", sm: "6" }}>
          <Plus aria-hidden /> {t("financeSettings.itemTypes.add")}
        </Button>
      </Stack>
      {full && (
        <Text fontSize="sm" color="fg.muted" mt="2">
          {t("financeSettings.itemTypes.limit", { max: ITEM_TYPE_LIMIT })}
        </Text>
      )}
    </form>
  );
}
