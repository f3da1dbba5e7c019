import { Button, Field, HStack, Stack, Textarea } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { ImagePlus, PenLine, Send, X } from "lucide-react";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import { POST_MAX_LENGTH, postFormDefaults, postFormSchema, type PostForm, type PostFormValues } from "../../../../../convex/lib/feedSchema";
import { photoInputFromForm } from "../../../../../convex/lib/photoSchema";
import { saveForm } from "../../../../features/forms/serverRefusal";
import { useSingleSubmit } from "../../../../features/forms/useSingleSubmit";
import { notifySuccess } from "../../../../features/feedback/notify";
import { SectionCard } from "../../../../features/layout/SectionCard";
import { FieldErrorText, describedField } from "../../../../features/forms/FieldErrorText";
import { useFieldErrorText } from "../../../../features/forms/fieldErrorText";
import { PhotoField } from "../../../../features/forms/PhotoField";
import { usePhotoField } from "../../../../features/forms/usePhotoField";
import { useFormat } from "../../../../i18n/format";

/** The post box: words (up to 2,000 characters, counted) and, if wanted, a photo. */
export function PostBox() {
  const { t } = useTranslation();
  const { number } = useFormat();
  const id = useId();
  const errorText = useFieldErrorText();
  const createPost = useMutation(api.feed.createPost);
  const form = useForm<PostForm, unknown, PostFormValues>({
    resolver: zodResolver(postFormSchema),
    defaultValues: postFormDefaults,
  });
  const { register, control, handleSubmit, reset, formState } = form;
  const { errors, isSubmitting } = formState;
  const body = useWatch({ control, name: "body" });
  const [withPhoto, setWithPhoto] = useState(false);
  const described = describedField(`${id}-body`, !!errors.body);
  const photo = usePhotoField(form, api.feed);

  function choosePhoto(next: boolean) {
    setWithPhoto(next);
    if (!next) photo.field.changeImage({ kind: "none" });
  }

  const { submit } = useSingleSubmit(
    handleSubmit(async (values) => {
    await saveForm(
      form,
      async () => {
        const uploaded = await photo.uploaded(values.image);
        if (uploaded === null) return;
        await createPost({ body: values.body, image: photoInputFromForm(uploaded) });
        notifySuccess(t("feed.box.postedTitle"), t("feed.box.postedMessage"));
        reset(postFormDefaults);
        photo.forgetFile();
        setWithPhoto(false);
      },
      { title: t("common.error"), message: t("feed.box.failed") },
    );
  }),
  );

  return (
    <SectionCard icon={<PenLine aria-hidden />} title={t("feed.box.title")} testId="post-box">
      <form onSubmit={submit} noValidate>
        <Stack gap="3">
          <Field.Root invalid={!!errors.body} {...described.root}>
            <Field.Label srOnly>{t("feed.box.label")}</Field.Label>
            <Textarea
              {...register("body")}
              placeholder={t("feed.box.placeholder")}
              maxLength={POST_MAX_LENGTH}
              rows={3}
              autoresize
              maxH="20rem"
              {...described.input}
            />
            <Field.HelperText alignSelf="flex-end">{t("feed.box.counter", { count: body.length, max: number(POST_MAX_LENGTH) })}</Field.HelperText>
            <FieldErrorText>{errorText(errors.body?.message)}</FieldErrorText>
          </Field.Root>

          {withPhoto && (
            <PhotoField photo={photo.field} name={t("feed.box.label")} />
          )}

          <HStack justify="space-between" gap="2" wrap="wrap">
            <Button size="sm" variant="outline" aria-expanded={withPhoto} onClick={() => choosePhoto(!withPhoto)}>
              {withPhoto ? <X aria-hidden /> : <ImagePlus aria-hidden />} {withPhoto ? t("feed.box.noPhoto") : t("feed.box.addPhoto")}
            </Button>
            <Button type="submit" colorPalette="green" loading={isSubmitting}>
              <Send aria-hidden /> {t("feed.box.post")}
            </Button>
          </HStack>
        </Stack>
      </form>
    </SectionCard>
  );
}
