import { Box, Button, Field, HStack, Image, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Camera, ImagePlus, Trash2, type LucideIcon } from "lucide-react";
import { useId, useRef, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { IMAGE_URL_MAX_LENGTH, imageAccept, type ItemForm } from "../../../convex/lib/itemSchema";
import { ItemPhoto } from "../inventory/ItemPhoto";
import { FieldErrorText, describedField } from "../forms/FieldErrorText";
import { sampleImageUrl, sampleImages, sampleOf } from "./samples";

const URL_PLACEHOLDER = "https://";

type Props = {
  image: ItemForm["image"];
  /** What the photo shows now: the chosen file's preview, the stored upload, or the address. */
  previewUrl?: string;
  itemName: string;
  errorText?: string;
  onChange: (image: ItemForm["image"]) => void;
  onPickFile: (file: File) => void;
  /** Offer the four sample images (sofa, lamp…): the inventory's item form only. */
  withSamples?: boolean;
  /** The preview's icon while there is no photo (ItemPhoto's package by default). */
  placeholder?: LucideIcon;
};

/**
 * A form's photo (inventory items, clothing, posts): upload a file (or, on a
 * phone, take one with the camera), paste an http(s) address, pick one of the
 * four sample images where offered, or none. The server checks type and size
 * again after the upload.
 */
export function PhotoPicker({ image, previewUrl, itemName, errorText, onChange, onPickFile, withSamples = false, placeholder }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const address = image.kind === "url" ? image.url : "";
  const chosenSample = withSamples && image.kind === "url" ? sampleOf(image.url) : null;
  const described = describedField(`${id}-url`, !!errorText);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file) onPickFile(file);
  }

  return (
    <Stack gap="3" role="group" aria-labelledby={`${id}-label`}>
      <Text id={`${id}-label`} fontSize="sm" fontWeight="medium">
        {t("inventory.form.photo")}
      </Text>
      <HStack gap="4" align="center" wrap="wrap">
        <ItemPhoto url={previewUrl} name={itemName || t("inventory.form.photoPreview")} placeholder={placeholder} h="20" w="28" toastWhenBroken />
        <Stack gap="2" flex="1" minW="40">
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()}>
              <ImagePlus aria-hidden /> {t("inventory.form.uploadPhoto")}
            </Button>
            {/* Phones open the camera straight away with `capture`; desktops have no camera to offer. */}
            <Button size="sm" variant="outline" display={{ base: "inline-flex", md: "none" }} onClick={() => cameraInput.current?.click()}>
              <Camera aria-hidden /> {t("inventory.form.takePhoto")}
            </Button>
            {image.kind !== "none" && (
              <Button size="sm" variant="ghost" colorPalette="red" onClick={() => onChange({ kind: "none" })}>
                <Trash2 aria-hidden /> {t("inventory.form.removePhoto")}
              </Button>
            )}
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {t("inventory.form.photoHelp")}
          </Text>
        </Stack>
      </HStack>
      <input ref={fileInput} type="file" accept={imageAccept} hidden onChange={pick} data-testid="item-photo-file" />
      <input ref={cameraInput} type="file" accept={imageAccept} capture="environment" hidden onChange={pick} />

      <Field.Root invalid={!!errorText} {...described.root}>
        <Field.Label>{t("inventory.form.imageUrl")}</Field.Label>
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder={URL_PLACEHOLDER}
          maxLength={IMAGE_URL_MAX_LENGTH}
          value={chosenSample ? "" : address}
          onChange={(event) => onChange(event.target.value.trim() === "" ? { kind: "none" } : { kind: "url", url: event.target.value })}
          {...described.input}
        />
        <Field.HelperText>{t("inventory.form.imageUrlHelp")}</Field.HelperText>
        <FieldErrorText>{errorText}</FieldErrorText>
      </Field.Root>

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
                  onClick={() => onChange(chosen ? { kind: "none" } : { kind: "url", url: sampleImageUrl(sample) })}
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
