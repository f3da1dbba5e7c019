import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import { EMAIL_MAX_LENGTH, newMemberSchema, type NewMemberForm } from "../../../convex/lib/memberSchema";
import { roles } from "../../../convex/lib/validators";
import { notifySuccess } from "../feedback/notify";
import { FormDialog } from "../forms/FormDialog";
import { SelectField, TextField } from "../forms/fields";
import { saveForm } from "../forms/serverRefusal";
import { MemberNameFields } from "./MemberNameFields";

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
    await saveForm(
      form,
      async () => {
        await addMember({
          name,
          memberType: values.memberType,
          role: values.role,
          ...(values.email ? { email: values.email } : {}),
        });
        notifySuccess(t("admin.familyMembers.addDialog.addedTitle"), t("admin.familyMembers.addDialog.addedMessage", { name }));
        close();
      },
      {
        title: t("admin.error"),
        message: t("admin.familyMembers.addDialog.failed"),
      },
    );
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
      <MemberNameFields form={form} />
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
