import type { AdminMemberView } from "../../../../../convex/lib/memberView";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import { memberColor } from "../../../../../convex/lib/memberColors";
import { EMAIL_MAX_LENGTH, memberDetailsSchema, type MemberDetailsForm } from "../../../../../convex/lib/memberSchema";
import { photoFormFromInput, photoInputFromForm } from "../../../../../convex/lib/photoSchema";
import { reportBrokenImage } from "../../../../features/inventory/brokenImages";
import { notifySuccess } from "../../../../features/feedback/notify";
import { MemberAvatar } from "../../../../features/members/MemberAvatar";
import { MemberColorPicker } from "../../../../features/members/MemberColorPicker";
import { DateField } from "../../../../features/forms/DateField";
import { FormDialog } from "../../../../features/forms/FormDialog";
import { PhotoField } from "../../../../features/forms/PhotoField";
import { TextField } from "../../../../features/forms/fields";
import { saveForm } from "../../../../features/forms/serverRefusal";
import { usePhotoField } from "../../../../features/forms/usePhotoField";
import { MemberNameFields } from "../../../../features/members/MemberNameFields";

/** Edit a member (null: closed). The form starts from the member as they were when it opened. */
export function EditMemberDialog({ member, onClose }: { member: AdminMemberView | null; onClose: () => void }) {
  if (member === null) return null;
  return <EditMemberForm key={member._id} member={member} onClose={onClose} />;
}

/**
 * Name, member type, email, birthday, colour and photo, saved together by one mutation.
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
      birthDate: member.birthDate ?? "",
      // An upload wins over its resolved address, as in every photo field.
      image: photoFormFromInput({ imageStorageId: member.avatarStorageId, imageUrl: member.avatarUrl }),
    },
  });
  const { control, handleSubmit, formState } = form;
  // An uploaded photo's address is resolved by the server; the form holds its storage id.
  const photo = usePhotoField(form, api.members, member.avatarStorageId !== undefined ? member.avatarUrl : undefined);
  const [typedName, color] = useWatch({ control, name: ["name", "color"] });

  const onSubmit = handleSubmit(async (values) => {
    await saveForm(
      form,
      async () => {
        const image = await photo.uploaded(values.image);
        if (image === null) return;
        const name = values.name.trim();
        await editMember({
          memberId: member._id,
          name,
          memberType: values.memberType,
          color: values.color,
          ...(signedIn ? {} : { email: values.email }),
          birthDate: values.birthDate ?? "",
          image: photoInputFromForm(image),
        });
        notifySuccess(t("admin.familyMembers.editDialog.savedTitle"), t("admin.familyMembers.editDialog.savedMessage", { name }));
        onClose();
      },
      { title: t("admin.error"), message: t("admin.familyMembers.editDialog.failed") },
    );
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
      <MemberNameFields form={form} />
      <TextField
        form={form}
        name="email"
        type="email"
        label={t("admin.familyMembers.form.email")}
        help={signedIn ? t("admin.familyMembers.form.emailLocked") : t("admin.familyMembers.form.emailHelp")}
        maxLength={EMAIL_MAX_LENGTH}
        disabled={signedIn}
      />

      <DateField form={form} name="birthDate" label={t("admin.familyMembers.form.birthDate")} help={t("admin.familyMembers.form.birthDateHelp")} />

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
