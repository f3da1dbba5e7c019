import { Button, HStack, Input, InputGroup } from "@chakra-ui/react";
import { Search, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/** How long typing must pause before the server is asked (one search per pause, not per key). */
export const SEARCH_DELAY_MS = 250;

type Props = {
  label: string;
  placeholder: string;
  /** The search in force (from the URL); the box follows it when it changes elsewhere (browser Back). */
  value: string;
  onSearch: (text: string) => void;
};

/** A search box with a Clear button; tells `onSearch` once typing pauses. */
export function SearchBox({ label, placeholder, value, onSearch }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [followed, setFollowed] = useState(value);
  if (value !== followed) {
    setFollowed(value);
    setText(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function change(next: string) {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onSearch(next), SEARCH_DELAY_MS);
  }

  function clear() {
    clearTimeout(timer.current);
    setText("");
    onSearch("");
  }

  return (
    <HStack gap="2" role="search" w="full">
      <InputGroup flex="1" startElement={<Search size={16} aria-hidden />}>
        <Input
          type="search"
          aria-label={label}
          placeholder={placeholder}
          value={text}
          maxLength={100}
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape" && text !== "") clear();
          }}
        />
      </InputGroup>
      <Button variant="outline" onClick={clear} disabled={text === "" && value === ""}>
        <X aria-hidden /> {t("inventory.search.clear")}
      </Button>
    </HStack>
  );
}
