import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import { EMAIL_MAX_LENGTH, newMemberSchema, type NewMemberForm } from "../../../convex/lib/memberSchema";
import { NAME_MAX_LENGTH } from "../../../convex/lib/text";
import { memberTypes, roles } from "../../../convex/lib/validators";
import { notifyFailure, notifySuccess } from "../feedback/notify";
import { FormDialog } from "../forms/FormDialog";
import { SelectField, TextField } from "../forms/fields";
import { showRefusalUnderField } from "../forms/serverRefusal";

const blank: NewMemberForm = {
  name: "",
  memberType: "Other",
  role: "member",
  email: "",
};

/**
 * Add a member: name (required), member type (Other unless chosen), role, and
 * an optional email to invite. The same zod schema checks it here and on the server.
 */
export function NewMemberDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const addMember = useMutation(api.members.addMember);
  const form = useForm<NewMemberForm>({
    resolver: zodResolver(newMemberSchema),
    defaultValues: blank,
  });

  function close() {
    form.reset(blank);
    onClose();
  }

  const onSubmit = form.handleSubmit(async (values) => {
    const name = values.name.trim();
    try {
      await addMember({
        name,
        memberType: values.memberType,
        role: values.role,
        ...(values.email ? { email: values.email } : {}),
      });
      notifySuccess(t("admin.familyMembers.addDialog.addedTitle"), t("admin.familyMembers.addDialog.addedMessage", { name }));
      close();
    } catch (error) {
      if (!showRefusalUnderField(form, error))
        notifyFailure(error, {
          title: t("admin.error"),
          message: t("admin.familyMembers.addDialog.failed"),
        });
    }
  });

  return (
    <FormDialog
      title={t("admin.familyMembers.addDialog.title")}
      open={open}
      busy={form.formState.isSubmitting}
      submitLabel={t("admin.familyMembers.addDialog.submit")}
      onClose={close}
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
      <SelectField form={form} name="role" label={t("admin.familyMembers.form.role")}>
        {roles.map((role) => (
          <option key={role} value={role}>
            {t(`common.roles.${role}`)}
          </option>
        ))}
      </SelectField>
      <TextField form={form} name="email" type="email" label={t("admin.familyMembers.form.email")} help={t("admin.familyMembers.form.emailHelp")} maxLength={EMAIL_MAX_LENGTH} />
    </FormDialog>
  );
}
