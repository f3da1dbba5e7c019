import { Alert, Badge, Box, Button, Checkbox, CloseButton, Dialog, Portal, Stack, Table, Text } from "@chakra-ui/react";
import { useMutation } from "convex/react";
import { ConvexError } from "convex/values";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import { paymentMethods, transactionTypes } from "../../../../../convex/lib/validators";
import { isHouseholdErrorData } from "../../../../../convex/lib/errorData";
import { describeServerError, notifyError, notifyFailure, notifySuccess } from "../../../../features/feedback/notify";
import type { ImportProblem, ImportRow } from "../../../../features/finance/financeCsv";
import type { GameOutcome } from "../../../../features/finance/types";
import { fullScreenOnPhones } from "../../../../features/layout/dialogLayout";
import { useFieldErrorText } from "../../../../features/forms/fieldErrorText";

const dialogContentLayout = fullScreenOnPhones("4xl", { scrollInside: true });

type Props = { fileName: string; rows: ImportRow[]; today: string; onClose: () => void; onImported: (game: GameOutcome) => void };

/**
 * The rows of a chosen file with what is wrong with each. The import is all or nothing, like
 * the server: its button appears only when every row is right, so a bad row never half-imports.
 */
export function ImportPreviewDialog({ fileName, rows, today, onClose, onImported }: Props) {
  const { t, i18n } = useTranslation();
  const errorText = useFieldErrorText();
  const importTransactions = useMutation(api.transactions.importTransactions);
  const [busy, setBusy] = useState(false);
  const invalid = rows.filter((row) => row.problems.length > 0).length;
  // Rows already in the family's finances are skipped unless the person says they are new after all.
  const recorded = rows.filter((row) => row.recorded).length;
  const [skipRecorded, setSkipRecorded] = useState(true);
  const toImport = rows.filter((row) => !(skipRecorded && row.recorded));
  const choices = new Intl.ListFormat(i18n.language, { type: "disjunction" });
  /** A problem in words: a rule's message, or the value the import does not know and what it would take. */
  const problemText = (problem: ImportProblem) =>
    "invalid" in problem
      ? t(`finance.import.unknown.${problem.field as "date" | "category" | "itemType" | "paymentMethod" | "type"}`, {
          value: problem.invalid,
          choices:
            problem.field === "paymentMethod"
              ? choices.format(paymentMethods.map((method) => t(`finance.paymentMethods.${method}`)))
              : choices.format(transactionTypes.map((type) => t(`finance.types.${type}`))),
        })
      : errorText(problem.code);

  async function confirm() {
    if (busy || invalid > 0 || toImport.length === 0) return;
    setBusy(true);
    try {
      const { imported, game } = await importTransactions({ transactions: toImport.map((row) => row.input!), today });
      notifySuccess(t("finance.import.doneTitle"), t("finance.import.doneMessage", { count: imported }));
      onImported(game);
      onClose();
    } catch (error) {
      // The server names the row (1-based, in the order sent); say it as the file's row number.
      const data = error instanceof ConvexError && isHouseholdErrorData(error.data) ? error.data : null;
      const index = typeof data?.params?.row === "number" ? data.params.row : null;
      if (data && index !== null) {
        const { title, message } = describeServerError(data);
        notifyError(title, t("finance.import.rowError", { row: toImport[index - 1]?.row ?? index, message }));
      } else notifyFailure(error, { title: t("finance.error"), message: t("finance.import.failed") });
    } finally {
      setBusy(false);
    }
  }

  return (
    // A stray click or focus change elsewhere must not drop the file read (in a browser test, a download finishing closed it); Cancel, × and Escape do.
    <Dialog.Root open onOpenChange={(e) => !e.open && !busy && onClose()} closeOnInteractOutside={false} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...dialogContentLayout}>
            <Dialog.Header>
              <Dialog.Title>{t("finance.import.title")}</Dialog.Title>
            </Dialog.Header>
            {/* Focusable: a long file scrolls here, and a keyboard scrolls what it can focus. */}
            <Dialog.Body tabIndex={0}>
              <Stack gap="4">
                <Box color="fg.muted">
                  <Text overflowWrap="anywhere">{t("finance.import.fileLabel", { name: fileName })}</Text>
                  <Text>{t("finance.import.summary", { count: rows.length })}</Text>
                </Box>
                <Alert.Root status={invalid > 0 ? "error" : "success"} data-testid="import-status">
                  <Alert.Indicator />
                  <Alert.Title>{invalid > 0 ? t("finance.import.invalid", { count: invalid }) : t("finance.import.allValid")}</Alert.Title>
                </Alert.Root>
                {recorded > 0 && (
                  <Checkbox.Root checked={skipRecorded} onCheckedChange={(e) => setSkipRecorded(e.checked === true)} colorPalette="green">
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t("finance.import.skipRecorded", { count: recorded })}</Checkbox.Label>
                  </Checkbox.Root>
                )}
                <Table.ScrollArea borderWidth="1px" rounded="md">
                  <Table.Root size="sm" aria-label={t("finance.import.rowsLabel")} data-testid="import-rows">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>{t("finance.import.row")}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t("finance.import.problems")}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t("finance.table.date")}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t("finance.table.description")}</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">{t("finance.table.amount")}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t("finance.table.type")}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t("finance.table.category")}</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {rows.map((row) => (
                        <Table.Row key={row.row} bg={row.problems.length > 0 ? "red.subtle" : undefined} verticalAlign="top" data-testid="import-row">
                          <Table.Cell>{row.row}</Table.Cell>
                          <Table.Cell minW="13rem" whiteSpace="normal">
                            {row.problems.length === 0 ? (
                              <Box as="span" display="inline-flex" gap="1" alignItems="center" color={{ base: "green.700", _dark: "green.300" }}>
                                <CircleCheck size={16} aria-hidden /> {t("finance.import.ok")}
                                {row.recorded && (
                                  <Badge colorPalette="orange" ms="1">
                                    {t("finance.import.recorded")}
                                  </Badge>
                                )}
                              </Box>
                            ) : (
                              <Stack as="ul" gap="1" listStyleType="none" color={{ base: "red.700", _dark: "red.300" }}>
                                {row.problems.map((problem) => (
                                  <Box as="li" key={problem.field} display="flex" gap="1" alignItems="start">
                                    <CircleAlert size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                                    {t("finance.import.rowProblem", { field: t(`finance.csv.headers.${problem.field}`), message: problemText(problem) })}
                                  </Box>
                                ))}
                              </Stack>
                            )}
                          </Table.Cell>
                          <Table.Cell whiteSpace="nowrap">{row.cells.date}</Table.Cell>
                          <Table.Cell maxW="14rem">
                            <Text truncate title={row.cells.description}>
                              {row.cells.description}
                            </Text>
                          </Table.Cell>
                          <Table.Cell textAlign="end" whiteSpace="nowrap">
                            {row.cells.amount}
                          </Table.Cell>
                          <Table.Cell>{row.cells.type}</Table.Cell>
                          <Table.Cell overflowWrap="anywhere">{row.cells.category}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {t("common.actions.cancel")}
              </Button>
              {invalid === 0 && (
                <Button colorPalette="green" loading={busy} disabled={toImport.length === 0} onClick={() => void confirm()}>
                  {t("finance.import.submit", { count: toImport.length })}
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("common.actions.close")} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
