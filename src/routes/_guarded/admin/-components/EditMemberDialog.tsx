import type { AdminMemberView } from "../../../../../convex/lib/memberView";
import { Button, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { ImagePlus, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { api } from "../../../../../convex/_generated/api";
import type { Id } from "../../../../../convex/_generated/dataModel";
import { imageAccept } from "../../../../../convex/lib/imageFiles";
import { memberColor } from "../../../../../convex/lib/memberColors";
import {
  AVATAR_URL_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  avatarFileProblem,
  avatarUrlSchema,
  isHttpUrl,
  memberDetailsSchema,
} from "../../../../../convex/lib/memberSchema";
import { NAME_MAX_LENGTH } from "../../../../../convex/lib/text";
import { memberTypes } from "../../../../../convex/lib/validators";
import { notifyFailure, notifySuccess } from "../../../../features/feedback/notify";
import { MemberAvatar } from "../../../../features/members/MemberAvatar";
import { MemberColorPicker } from "./MemberColorPicker";
import { FormDialog } from "../../../../features/forms/FormDialog";
import { FormField } from "../../../../features/forms/FormField";
import { SelectField, TextField } from "../../../../features/forms/fields";
import { showRefusalUnderField } from "../../../../features/forms/serverRefusal";

/** The details the server checks (memberDetailsSchema) plus the pasted photo address. */
const editSchema = memberDetailsSchema.extend({ avatarUrl: avatarUrlSchema });
type EditForm = z.input<typeof editSchema>;

/** Edit a member (null: closed). The form starts from the member as they were when it opened. */
export function EditMemberDialog({ member, onClose }: { member: AdminMemberView | null; onClose: () => void }) {
  if (member === null) return null;
  return <EditMemberForm key={member._id} member={member} onClose={onClose} />;
}

/** Uploads a file to Convex storage the usual way: a one-off URL, then a POST of the bytes. */
async function uploadFile(uploadUrl: string, file: File): Promise<Id<"_storage">> {
  const response = await fetch(uploadUrl, {
    method: "POST",
    headers: { "Content-Type": file.type },
    body: file,
  });
  if (!response.ok) throw new Error(`upload failed: ${response.status}`);
  const { storageId } = (await response.json()) as {
    storageId: Id<"_storage">;
  };
  return storageId;
}

function EditMemberForm({ member, onClose }: { member: AdminMemberView; onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const editMember = useMutation(api.members.editMember);
  const generateUploadUrl = useMutation(api.members.generateAvatarUploadUrl);
  const setAvatarUpload = useMutation(api.members.setAvatarUpload);
  const setAvatarUrl = useMutation(api.members.setAvatarUrl);
  const clearAvatar = useMutation(api.members.clearAvatar);

  /** A pasted address is kept as text; an uploaded photo shows as its resolved URL, not editable. */
  const pastedUrl = member.avatarStorageId === undefined ? (member.avatarUrl ?? "") : "";
  const hasPhoto = member.avatarUrl !== undefined || member.avatarStorageId !== undefined;
  const signedIn = member.signsIn;

  const form = useForm<EditForm>({
    resolver: zodResolver(editSchema),
    defaultValues: {
      name: member.name,
      memberType: member.memberType,
      color: memberColor(member),
      email: member.email ?? "",
      avatarUrl: pastedUrl,
    },
  });
  const { register, control, handleSubmit, setValue, setError, clearErrors, formState } = form;
  const { errors, isSubmitting } = formState;

  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [filePreview, setFilePreview] = useState<string | null>(null);
  const [removed, setRemoved] = useState(false);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  useEffect(() => () => void (filePreview && URL.revokeObjectURL(filePreview)), [filePreview]);

  const [typedName, color, typedAddress] = useWatch({
    control,
    name: ["name", "color", "avatarUrl"],
  });
  const address = typedAddress.trim();
  const previewUrl = file
    ? (filePreview ?? undefined)
    : address && isHttpUrl(address)
      ? address
      : !removed && member.avatarStorageId !== undefined
        ? member.avatarUrl
        : undefined;

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = "";
    if (!chosen) return;
    const problem = avatarFileProblem({
      contentType: chosen.type,
      size: chosen.size,
    });
    if (problem) {
      setError("avatarUrl", { message: problem });
      return;
    }
    clearErrors("avatarUrl");
    setValue("avatarUrl", "");
    setFile(chosen);
    setFilePreview(URL.createObjectURL(chosen));
    setRemoved(false);
  }

  function removePhoto() {
    setFile(null);
    setFilePreview(null);
    setValue("avatarUrl", "");
    clearErrors("avatarUrl");
    setRemoved(true);
  }

  function onPreviewError() {
    if (!file && previewUrl === address) {
      setBrokenUrl(address);
      setError("avatarUrl", { message: "IMAGE_ERROR" });
    }
  }

  /** Shows a refusal under its field, or as a toast with `fallback`. */
  function showRefusal(error: unknown, fallback: string) {
    if (!showRefusalUnderField(form, error)) notifyFailure(error, { title: t("admin.error"), message: fallback });
  }

  const onSubmit = handleSubmit(async (values) => {
    const avatarUrl = values.avatarUrl.trim();
    if (brokenUrl !== null && avatarUrl === brokenUrl) {
      setError("avatarUrl", { message: "IMAGE_ERROR" }, { shouldFocus: true });
      return;
    }
    const name = values.name.trim();
    try {
      await editMember({
        memberId: member._id,
        name,
        memberType: values.memberType,
        color: values.color,
        ...(signedIn ? {} : { email: values.email }),
      });
    } catch (error) {
      showRefusal(error, t("admin.familyMembers.editDialog.failed"));
      return;
    }
    try {
      if (file) {
        const storageId = await uploadFile(await generateUploadUrl(), file);
        const { refused } = await setAvatarUpload({
          memberId: member._id,
          storageId,
        });
        if (refused) {
          setError("avatarUrl", { message: refused.code });
          return;
        }
      } else if (avatarUrl && avatarUrl !== pastedUrl) {
        await setAvatarUrl({ memberId: member._id, url: avatarUrl });
      } else if (!avatarUrl && hasPhoto && (removed || pastedUrl !== "")) {
        await clearAvatar({ memberId: member._id });
      }
    } catch (error) {
      showRefusal(error, t("admin.familyMembers.editDialog.photoFailed"));
      return;
    }
    notifySuccess(t("admin.familyMembers.editDialog.savedTitle"), t("admin.familyMembers.editDialog.savedMessage", { name }));
    onClose();
  });

  const shownName = typedName.trim() || member.name;
  return (
    <FormDialog
      title={t("admin.familyMembers.editDialog.title", { name: member.name })}
      busy={isSubmitting}
      submitLabel={t("common.actions.save")}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <TextField form={form} name="name" label={t("admin.familyMembers.form.name")} maxLength={NAME_MAX_LENGTH} required />
      <SelectField form={form} name="memberType" label={t("admin.familyMembers.form.memberType")}>
        {memberTypes.map((type) => (
          <option key={type} value={type}>
            {t(`common.memberTypes.${type}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        form={form}
        name="email"
        type="email"
        label={t("admin.familyMembers.form.email")}
        help={signedIn ? t("admin.familyMembers.form.emailLocked") : t("admin.familyMembers.form.emailHelp")}
        maxLength={EMAIL_MAX_LENGTH}
        disabled={signedIn}
      />

      <Controller
        control={control}
        name="color"
        render={({ field }) => (
          <MemberColorPicker name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
        )}
      />

      <Stack gap="1.5" role="group" aria-labelledby={`photo-${member._id}`}>
        <Text id={`photo-${member._id}`} fontSize="sm" fontWeight="medium">
          {t("admin.familyMembers.form.photo")}
        </Text>
        <HStack gap="4" align="center" wrap="wrap">
          <MemberAvatar
            member={{
              _id: member._id,
              name: shownName,
              color,
              avatarUrl: previewUrl,
            }}
            size="lg"
            onImageError={onPreviewError}
          />
          <Stack gap="2" flex="1" minW="40">
            <HStack gap="2" wrap="wrap">
              <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()}>
                <ImagePlus aria-hidden /> {t("admin.familyMembers.form.uploadPhoto")}
              </Button>
              {previewUrl && (
                <Button size="sm" variant="ghost" colorPalette="red" onClick={removePhoto}>
                  <Trash2 aria-hidden /> {t("admin.familyMembers.form.removePhoto")}
                </Button>
              )}
            </HStack>
            <Text fontSize="xs" color="fg.muted">
              {file ? file.name : t("admin.familyMembers.form.photoHelp")}
            </Text>
          </Stack>
        </HStack>
        <input
          ref={fileInput}
          type="file"
          accept={imageAccept}
          aria-label={t("admin.familyMembers.form.uploadPhoto")}
          tabIndex={-1}
          onChange={chooseFile}
          style={{ display: "none" }}
        />
      </Stack>

      <FormField
        id={`${formId}-photo-url`}
        label={t("admin.familyMembers.form.photoUrl")}
        error={errors.avatarUrl?.message}
        help={t("admin.familyMembers.form.photoUrlHelp")}
      >
        {(input) => (
          <Input
            {...register("avatarUrl", {
              onChange: () => {
                setFile(null);
                setFilePreview(null);
                setBrokenUrl(null);
              },
            })}
            type="url"
            inputMode="url"
            autoComplete="off"
            maxLength={AVATAR_URL_MAX_LENGTH}
            {...input}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
