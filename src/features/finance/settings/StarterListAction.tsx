import { Button, Text, type ButtonProps } from "@chakra-ui/react";
import { useMutation } from "convex/react";
import { ListPlus } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../convex/_generated/api";
import { starterItemTypes, starterNamesIn, type StarterList } from "../../../../convex/lib/financeStarterLists";
import type { Language } from "../../../../convex/lib/validators";
import { isLanguage } from "../../../i18n/languages";
import { notifyFailure, notifyInfo, notifySuccess } from "../../feedback/notify";

/** The reader's language: the usual names are added as they read them. */
function useReaderLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : "en";
}

/** The same comparison as the server's duplicate rule (model/financeSettings.ts). */
const folded = (name: string) => name.toLocaleLowerCase("en");

/** How many of the usual names in the reader's language the family lacks (`names`: what it has). */
export function useMissingStarters(list: StarterList, names: string[]): number {
  const language = useReaderLanguage();
  return useMemo(() => {
    const have = new Set(names.map(folded));
    return starterNamesIn(list, language).filter((name) => !have.has(folded(name))).length;
  }, [list, language, names]);
}

/** Under an empty list: which usual ones the button adds, in the reader's language. */
export function StarterListHint({ list }: { list: StarterList }) {
  const { t, i18n } = useTranslation();
  const language = useReaderLanguage();
  const join = (names: string[]) => new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(names);
  if (list === "categories") {
    return <Text fontSize="sm" color="fg.muted" textAlign="center">{t("financeSettings.starter.categories.hint", { names: join(starterNamesIn("categories", language)) })}</Text>;
  }
  const examples = starterItemTypes.filter((itemType) => ["rent", "councilTax", "electricity"].includes(itemType.key)).map((itemType) => itemType.name[language]);
  return (
    <Text fontSize="sm" color="fg.muted" textAlign="center">
      {t("financeSettings.starter.itemTypes.hint", { count: starterItemTypes.length, names: join(examples) })}
    </Text>
  );
}

/** "Add the usual categories" / "… item types": adds the ones missing, in the reader's language. */
export function StarterListButton({ list, ...props }: { list: StarterList } & ButtonProps) {
  const { t } = useTranslation();
  const language = useReaderLanguage();
  const addStarterLists = useMutation(api.financeSettings.addStarterLists);
  const [busy, setBusy] = useState(false);
  // A second click while the first is on its way does nothing.
  const sending = useRef(false);

  async function add() {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      const added = (await addStarterLists({ language, lists: [list] }))[list];
      if (added > 0) notifySuccess(t(`financeSettings.starter.${list}.addedTitle`), t(`financeSettings.starter.${list}.added`, { count: added }));
      else notifyInfo(t(`financeSettings.starter.${list}.nothingTitle`), t(`financeSettings.starter.${list}.nothing`));
    } catch (error) {
      notifyFailure(error, { title: t("financeSettings.error"), message: t(`financeSettings.starter.${list}.failed`) });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <Button onClick={() => void add()} loading={busy} {...props}>
      <ListPlus aria-hidden /> {t(`financeSettings.starter.${list}.action`)}
    </Button>
  );
}
