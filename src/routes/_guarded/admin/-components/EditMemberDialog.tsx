import type { AdminMemberView } from "../../../../../convex/lib/memberView";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import { memberColor } from "../../../../../convex/lib/memberColors";
import { EMAIL_MAX_LENGTH, memberDetailsSchema, type MemberDetailsForm } from "../../../../../convex/lib/memberSchema";
import { photoFormFromInput, photoInputFromForm } from "../../../../../convex/lib/photoSchema";
import { NAME_MAX_LENGTH } from "../../../../../convex/lib/text";
import { memberTypes } from "../../../../../convex/lib/validators";
import { reportBrokenImage } from "../../../../features/inventory/brokenImages";
import { notifyFailure, notifySuccess } from "../../../../features/feedback/notify";
import { MemberAvatar } from "../../../../features/members/MemberAvatar";
import { MemberColorPicker } from "./MemberColorPicker";
import { FormDialog } from "../../../../features/forms/FormDialog";
import { PhotoField } from "../../../../features/forms/PhotoField";
import { SelectField, TextField } from "../../../../features/forms/fields";
import { showRefusalUnderField } from "../../../../features/forms/serverRefusal";
import { usePhotoField } from "../../../../features/forms/usePhotoField";

/** Edit a member (null: closed). The form starts from the member as they were when it opened. */
export function EditMemberDialog({ member, onClose }: { member: AdminMemberView | null; onClose: () => void }) {
  if (member === null) return null;
  return <EditMemberForm key={member._id} member={member} onClose={onClose} />;
}

/**
 * Name, member type, email, colour and photo, saved together by one mutation.
 * The photo is every form's photo field: an upload, a pasted address, or none.
 */
function EditMemberForm({ member, onClose }: { member: AdminMemberView; onClose: () => void }) {
  const { t } = useTranslation();
  const editMember = useMutation(api.members.editMember);
  const signedIn = member.signsIn;

  const form = useForm<MemberDetailsForm>({
    resolver: zodResolver(memberDetailsSchema),
    defaultValues: {
      name: member.name,
      memberType: member.memberType,
      color: memberColor(member),
      email: member.email ?? "",
      image: photoFormFromInput(
        member.avatarStorageId !== undefined ? { imageStorageId: member.avatarStorageId } : { imageUrl: member.avatarUrl },
      ),
    },
  });
  const { control, handleSubmit, formState } = form;
  // An uploaded photo's address is resolved by the server; the form holds its storage id.
  const photo = usePhotoField(form, api.members, member.avatarStorageId !== undefined ? member.avatarUrl : undefined);
  const [typedName, color] = useWatch({ control, name: ["name", "color"] });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const image = await photo.uploaded(values.image);
      if (image === null) return;
      const name = values.name.trim();
      await editMember({
        memberId: member._id,
        name,
        memberType: values.memberType,
        color: values.color,
        ...(signedIn ? {} : { email: values.email }),
        image: photoInputFromForm(image),
      });
      notifySuccess(t("admin.familyMembers.editDialog.savedTitle"), t("admin.familyMembers.editDialog.savedMessage", { name }));
      onClose();
    } catch (error) {
      if (!showRefusalUnderField(form, error))
        notifyFailure(error, { title: t("admin.error"), message: t("admin.familyMembers.editDialog.failed") });
    }
  });

  const shownName = typedName.trim() || member.name;
  return (
    <FormDialog
      title={t("admin.familyMembers.editDialog.title", { name: member.name })}
      busy={formState.isSubmitting}
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

      <PhotoField
        photo={photo.field}
        name={shownName}
        preview={(url) => (
          <MemberAvatar
            member={{ _id: member._id, name: shownName, color, avatarUrl: url }}
            size="lg"
            onImageError={() => url !== undefined && reportBrokenImage(url)}
          />
        )}
      />
    </FormDialog>
  );
}
