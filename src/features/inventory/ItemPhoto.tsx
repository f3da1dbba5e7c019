import { Center, Image } from "@chakra-ui/react";
import { Archive, ImageOff, Package, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { isKnownBroken, reportBrokenImage } from "./brokenImages";

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
};

/**
 * An item's photo, or a placeholder when it has none or it fails to load
 * (spec section 5: with the 'Image Error' toast, once per address).
 */
export function ItemPhoto({ url, name, isContainer = false, placeholder = Package, h, w = "100%", rounded = "md" }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = url !== undefined && (failed === url || isKnownBroken(url));
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
        reportBrokenImage(url);
        setFailed(url);
      }}
    />
  );
}
