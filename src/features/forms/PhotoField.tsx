import { Box, Button, HStack, Image, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Camera, ImagePlus, Trash2, type LucideIcon } from "lucide-react";
import { useId, useRef, type ChangeEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { imageAccept } from "../../../convex/lib/imageFiles";
import { IMAGE_URL_MAX_LENGTH } from "../../../convex/lib/photoSchema";
import { ItemPhoto } from "../inventory/ItemPhoto";
import { sampleImageUrl, sampleImages, sampleOf } from "../photos/samples";
import { FormField } from "./FormField";
import { useFieldErrorText } from "./fieldErrorText";
import type { PhotoFieldState } from "./usePhotoField";

/** The start of every address the field takes (the same in every language). */
const URL_PLACEHOLDER = "https://";

type Props = {
  /** The field's state and actions (usePhotoField). */
  photo: PhotoFieldState;
  /** What the photo is of, for the preview's alternative text. */
  name: string;
  /** Offer the four sample images (sofa, lamp…): the inventory's item form only. */
  withSamples?: boolean;
  /** The preview's icon while there is no photo (ItemPhoto's package by default). */
  placeholder?: LucideIcon;
  /** Another preview than the rectangular photo (a member's round avatar). */
  preview?: (url: string | undefined) => ReactNode;
};

/**
 * Every form's photo (inventory items, clothing, posts, member photos): upload
 * a file (or, on a phone, take one with the camera), paste an http(s) address,
 * pick one of the four sample images where offered, or none. A refused file is
 * said under the upload buttons, a refused address under the address.
 */
export function PhotoField({ photo, name, withSamples = false, placeholder, preview }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const { image, previewUrl, fileError, addressError } = photo;
  const errorText = useFieldErrorText();
  const address = image.kind === "url" ? image.url : "";
  const chosenSample = withSamples && image.kind === "url" ? sampleOf(image.url) : null;

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) void photo.pickFile(file);
  }

  return (
    <Stack gap="3" role="group" aria-labelledby={`${id}-label`}>
      <Text id={`${id}-label`} fontSize="sm" fontWeight="medium">
        {t("inventory.form.photo")}
      </Text>
      <HStack gap="4" align="center" wrap="wrap">
        {preview ? (
          preview(previewUrl)
        ) : (
          <ItemPhoto url={previewUrl} name={name || t("inventory.form.photoPreview")} placeholder={placeholder} h="20" w="28" toastWhenBroken />
        )}
        <Stack gap="2" flex="1" minW="40">
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              variant="outline"
              onClick={() => fileInput.current?.click()}
              aria-describedby={fileError ? `${id}-file-error` : undefined}
            >
              <ImagePlus aria-hidden /> {t("inventory.form.uploadPhoto")}
            </Button>
            {/* Phones open the camera straight away with `capture`; desktops have no camera to offer. */}
            <Button size="sm" variant="outline" display={{ base: "inline-flex", md: "none" }} onClick={() => cameraInput.current?.click()}>
              <Camera aria-hidden /> {t("inventory.form.takePhoto")}
            </Button>
            {image.kind !== "none" && (
              <Button size="sm" variant="ghost" colorPalette="red" onClick={() => photo.changeImage({ kind: "none" })}>
                <Trash2 aria-hidden /> {t("inventory.form.removePhoto")}
              </Button>
            )}
          </HStack>
          {fileError ? (
            <Text id={`${id}-file-error`} role="alert" fontSize="sm" color="fg.error">
              {errorText(fileError)}
            </Text>
          ) : (
            <Text fontSize="xs" color="fg.muted">
              {t("inventory.form.photoHelp")}
            </Text>
          )}
        </Stack>
      </HStack>
      <input ref={fileInput} type="file" accept={imageAccept} hidden onChange={pick} data-testid="item-photo-file" />
      <input ref={cameraInput} type="file" accept={imageAccept} capture="environment" hidden onChange={pick} />

      <FormField id={`${id}-url`} label={t("inventory.form.imageUrl")} help={t("inventory.form.imageUrlHelp")} error={addressError}>
        {(input) => (
          <Input
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder={URL_PLACEHOLDER}
            maxLength={IMAGE_URL_MAX_LENGTH}
            value={chosenSample ? "" : address}
            onChange={(event) => photo.changeImage(event.target.value.trim() === "" ? { kind: "none" } : { kind: "url", url: event.target.value })}
            {...input}
          />
        )}
      </FormField>

      {withSamples && (
        <Box role="group" aria-labelledby={`${id}-samples`}>
          <Text id={`${id}-samples`} fontSize="sm" fontWeight="medium" mb="1.5">
            {t("inventory.form.samples")}
          </Text>
          <SimpleGrid columns={4} gap="2">
            {sampleImages.map((sample) => {
              const chosen = chosenSample === sample;
              return (
                <Button
                  key={sample}
                  variant="outline"
                  h="auto"
                  p="1"
                  aria-pressed={chosen}
                  borderWidth={chosen ? "2px" : "1px"}
                  borderColor={chosen ? "brand.solid" : "border"}
                  onClick={() => photo.changeImage(chosen ? { kind: "none" } : { kind: "url", url: sampleImageUrl(sample) })}
                >
                  <Image src={`/samples/${sample}.svg`} alt={t(`inventory.form.sampleNames.${sample}`)} w="100%" rounded="sm" />
                </Button>
              );
            })}
          </SimpleGrid>
        </Box>
      )}
    </Stack>
  );
}
