import { Button, Card, HStack, Heading, Stack, Text } from "@chakra-ui/react";
import { Pencil, Plus, Tags, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { CATEGORY_LIMIT } from "../../../../convex/lib/financeSettingsSchema";
import { useFormat } from "../../../i18n/format";
import { EmptyStateBox } from "../../layout/EmptyStateBox";
import { useDeleteDialog } from "../../layout/useDeleteDialog";
import { CategoryFormDialog, type CategoryTarget } from "./CategoryFormDialog";
import { DeleteSettingDialog } from "./DeleteSettingDialog";
import type { SettingsCategory } from "./FinanceSettingsTabs";
import { StarterListButton, StarterListHint, useMissingStarters } from "./StarterListAction";

/** Categories: add, edit (name, description, monthly budget) and delete, each with what uses it. */
export function CategoriesTab({ categories }: { categories: SettingsCategory[] }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<CategoryTarget | null>(null);
  const deleting = useDeleteDialog(categories);
  const full = categories.length >= CATEGORY_LIMIT;
  // Offered beside "Add category" only while some of the usual ones are missing.
  const missingStarters = useMissingStarters("categories", useMemo(() => categories.map((category) => category.name), [categories]));

  return (
    <Stack gap="4">
      <Stack direction={{ base: "column", md: "row" }} justify="space-between" align={{ base: "stretch", md: "flex-end" }} gap="3">
        <Stack gap="1" maxW="2xl">
          <Heading as="h2" size="lg">
            {t("financeSettings.categories.title")}
          </Heading>
          <Text color="fg.muted">{t("financeSettings.categories.intro")}</Text>
        </Stack>
        <Stack direction={{ base: "column", sm: "row" }} gap="2" flexShrink={0}>
          {categories.length > 0 && missingStarters > 0 && !full && <StarterListButton list="categories" variant="ghost" colorPalette="green" />}
          <Button colorPalette="green" onClick={() => setForm({ kind: "add" })} disabled={full}>
            <Plus aria-hidden /> {t("financeSettings.categories.add")}
          </Button>
        </Stack>
      </Stack>
      {full && (
        <Text fontSize="sm" color="fg.muted">
          {t("financeSettings.categories.limit", { max: CATEGORY_LIMIT })}
        </Text>
      )}
      {categories.length === 0 ? (
        <EmptyStateBox icon={<Tags aria-hidden />} title={t("financeSettings.categories.emptyTitle")} description={t("financeSettings.categories.emptyDescription")}>
          <StarterListHint list="categories" />
          <StarterListButton list="categories" variant="outline" colorPalette="green" />
        </EmptyStateBox>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t("financeSettings.categories.listLabel")}>
          {categories.map((category) => (
            <CategoryRow key={category._id} category={category} onEdit={() => setForm({ kind: "edit", category })} onDelete={() => deleting.ask(category)} />
          ))}
        </Stack>
      )}
      <CategoryFormDialog target={form} onClose={() => setForm(null)} />
      <DeleteSettingDialog target={deleting.subject && { kind: "category", ...deleting.subject }} open={deleting.open} onClose={deleting.close} />
    </Stack>
  );
}

function CategoryRow({ category, onEdit, onDelete }: { category: SettingsCategory; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <Card.Root as="li" variant="outline" aria-label={category.name} data-testid="category-row">
      <Card.Body p={{ base: "3", md: "4" }}>
        <Stack direction={{ base: "column", md: "row" }} gap="3" justify="space-between" align={{ base: "stretch", md: "center" }}>
          <Stack gap="1" minW="0" flex="1">
            <Text fontWeight="semibold" fontSize="lg" overflowWrap="anywhere">
              {category.name}
            </Text>
            {category.description && (
              <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
                {category.description}
              </Text>
            )}
            <Stack gap="0" fontSize="sm">
              <Text fontWeight="medium" color={category.monthlyBudgetPence !== undefined ? "fg" : "fg.muted"}>
                {category.monthlyBudgetPence !== undefined
                  ? t("financeSettings.categories.budget", { amount: fmt.money(category.monthlyBudgetPence) })
                  : t("financeSettings.categories.noBudget")}
              </Text>
              <Text color="fg.muted">
                {t("financeSettings.categories.usage", {
                  transactions: t("financeSettings.categories.transactions", { count: category.transactionCount }),
                  bills: t("financeSettings.categories.bills", { count: category.outgoingCount }),
                })}
              </Text>
            </Stack>
          </Stack>
          <HStack gap="2" flexShrink={0}>
            <Button size="sm" variant="outline" onClick={onEdit} aria-label={t("financeSettings.categories.editLabel", { name: category.name })}>
              <Pencil aria-hidden /> {t("financeSettings.categories.edit")}
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={onDelete}
              aria-label={t("financeSettings.categories.deleteLabel", { name: category.name })}
            >
              <Trash2 aria-hidden /> {t("financeSettings.categories.delete")}
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
