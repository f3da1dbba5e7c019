import { Center, Image } from "@chakra-ui/react";
import { Archive, ImageOff, Package, type LucideIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { isKnownBroken, rememberBrokenImage, reportBrokenImage } from "./brokenImages";

type Props = {
  url?: string;
  /** The item's name: the photo's alternative text. */
  name: string;
  isContainer?: boolean;
  /** The icon shown without a photo (a container's archive box wins); the package by default. */
  placeholder?: LucideIcon;
  /** Size of the frame (the photo covers it). */
  h: string | Record<string, string>;
  w?: string;
  rounded?: string;
  /**
   * The photo form's preview: a broken address is told in the 'Image Error' toast there, where it
   * can be fixed. Elsewhere a broken photo shows only the placeholder: whoever browses cannot fix it.
   */
  toastWhenBroken?: boolean;
};

/** An item's photo, or a placeholder when it has none or it fails to load (spec section 5). */
export function ItemPhoto({ url, name, isContainer = false, placeholder = Package, h, w = "100%", rounded = "md", toastWhenBroken = false }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = url !== undefined && (failed === url || isKnownBroken(url));
  // A preview of an address already known to be broken does not load again: tell it all the same.
  useEffect(() => {
    if (toastWhenBroken && url !== undefined && isKnownBroken(url)) reportBrokenImage(url);
  }, [toastWhenBroken, url]);
  if (url === undefined || broken) {
    const Icon = broken ? ImageOff : isContainer ? Archive : placeholder;
    return (
      <Center h={h} w={w} rounded={rounded} bg="bg.muted" color="fg.muted" flexShrink={0} aria-hidden>
        <Icon size={24} />
      </Center>
    );
  }
  return (
    <Image
      src={url}
      alt={name}
      h={h}
      w={w}
      rounded={rounded}
      objectFit="cover"
      flexShrink={0}
      loading="lazy"
      onError={() => {
        if (toastWhenBroken) reportBrokenImage(url);
        else rememberBrokenImage(url);
        setFailed(url);
      }}
    />
  );
}
