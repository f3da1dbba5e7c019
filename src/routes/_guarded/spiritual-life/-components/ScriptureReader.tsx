import { Alert, Button, Field, NativeSelect, SimpleGrid, Skeleton, Stack } from "@chakra-ui/react";
import { useAction } from "convex/react";
import { BookOpen, BookOpenText } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import { bibleTranslations } from "../../../../../convex/lib/validators";
import { serverErrorOf } from "../../../../features/feedback/notify";
import { EmptyStateBox } from "../../../../features/layout/EmptyStateBox";
import { SectionCard } from "../../../../features/layout/SectionCard";
import {
  LAST_CHAPTER,
  changePassage,
  scriptureBooks,
  translationChoices,
  type Passage,
} from "../../../../features/scripture/scriptureSearch";
import { VersePicker } from "./VersePicker";
import { VerseTable, type VerseRow } from "./VerseTable";

const chapterNumbers = Array.from({ length: LAST_CHAPTER }, (_, i) => i + 1);

type Reading =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "read"; caption: string; rows: VerseRow[]; fromCache: boolean }
  | { status: "failed"; title: string; message: string };

type Props = { passage: Passage; onChange: (next: Passage) => void };

/**
 * The selectors (kept in the URL by the page), the Read button and what came
 * back: the verse table, or the spec's message (section 8) in place of it.
 */
export function ScriptureReader({ passage, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const readPassage = useAction(api.scripture.readPassage);
  const [reading, setReading] = useState<Reading>({ status: "idle" });
  // Only the newest Read counts: an older answer arriving late is dropped.
  const latest = useRef(0);
  const bookName = (book: Passage["book"]) => t(`scripture.books.${book}`);
  const change = (part: Partial<Passage>) => onChange(changePassage(passage, part));

  async function read() {
    const request = ++latest.current;
    const asked = passage;
    setReading({ status: "loading" });
    try {
      const result = await readPassage({ book: asked.book, chapter: asked.chapter, verses: asked.verses, translation: asked.translation });
      if (request !== latest.current) return;
      const caption = `${bookName(asked.book)} ${asked.chapter} · ${bibleTranslations[asked.translation]}`;
      setReading({ status: "read", caption, rows: result.rows, fromCache: result.fromCache });
    } catch (error) {
      if (request !== latest.current) return;
      // The connection itself failing is the same to the reader as the service failing.
      const refusal = serverErrorOf(error);
      setReading({
        status: "failed",
        title: refusal?.title ?? t("errors.SCRIPTURE_LOAD_FAILED.title"),
        message: refusal?.message ?? t("errors.SCRIPTURE_LOAD_FAILED.message"),
      });
    }
  }

  return (
    <SectionCard icon={<BookOpen aria-hidden />} title={t("scripture.reader.title")} testId="scripture-reader">
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <Field.Root>
            <Field.Label htmlFor={`${id}-book`}>{t("scripture.reader.book")}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field id={`${id}-book`} value={passage.book} onChange={(e) => change({ book: e.target.value as Passage["book"] })}>
                {scriptureBooks.map((book) => (
                  <option key={book} value={book}>
                    {bookName(book)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label htmlFor={`${id}-chapter`}>{t("scripture.reader.chapter")}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field id={`${id}-chapter`} value={passage.chapter} onChange={(e) => change({ chapter: Number(e.target.value) })}>
                {chapterNumbers.map((chapter) => (
                  <option key={chapter} value={chapter}>
                    {chapter}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label htmlFor={`${id}-translation`}>{t("scripture.reader.translation")}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                id={`${id}-translation`}
                value={passage.translation}
                onChange={(e) => change({ translation: e.target.value as Passage["translation"] })}
              >
                {/* The translations' own names (spec section 3), the same in every language. */}
                {translationChoices.map((code) => (
                  <option key={code} value={code}>
                    {`${bibleTranslations[code]} (${code.toUpperCase()})`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </SimpleGrid>

        <VersePicker chosen={passage.verses} onChange={(verses) => change({ verses })} />

        <Button colorPalette="green" alignSelf={{ base: "stretch", sm: "flex-start" }} loading={reading.status === "loading"} onClick={() => void read()}>
          <BookOpenText aria-hidden /> {t("scripture.reader.read")}
        </Button>

        <ReadingResult reading={reading} />
      </Stack>
    </SectionCard>
  );
}

function ReadingResult({ reading }: { reading: Reading }) {
  const { t } = useTranslation();
  switch (reading.status) {
    case "idle":
      return <EmptyStateBox icon={<BookOpen />} title={t("scripture.table.empty")} description={t("scripture.table.emptyHint")} />;
    case "loading":
      return (
        <Stack gap="2" aria-busy aria-label={t("scripture.reader.loading")} role="status">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="8" rounded="md" />
          ))}
        </Stack>
      );
    case "failed":
      return (
        <Alert.Root status="error" role="alert" data-testid="scripture-error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{reading.title}</Alert.Title>
            <Alert.Description>{reading.message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      );
    case "read":
      return <VerseTable caption={reading.caption} rows={reading.rows} fromCache={reading.fromCache} />;
  }
}
