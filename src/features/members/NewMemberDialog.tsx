import { Field, Input, NativeSelect } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { useForm } from "react-hook-form";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../convex/_generated/api";
import { EMAIL_MAX_LENGTH, newMemberSchema, type NewMemberForm } from "../../../convex/lib/memberSchema";
import { NAME_MAX_LENGTH } from "../../../convex/lib/text";
import { memberTypes, roles } from "../../../convex/lib/validators";
import { notifyFailure, notifySuccess } from "../feedback/notify";
import { MemberFormDialog } from "./MemberFormDialog";
import { FieldErrorText, describedField } from "./FieldErrorText";
import { fieldRefusal, useFieldErrorText } from "./memberFormErrors";

const blank: NewMemberForm = { name: "", memberType: "Other", role: "member", email: "" };

/**
 * Add a member: name (required), member type (Other unless chosen), role, and
 * an optional email to invite. The same zod schema checks it here and on the server.
 */
export function NewMemberDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const formId = useId();
  const addMember = useMutation(api.members.addMember);
  const { register, handleSubmit, reset, setError, formState } = useForm<NewMemberForm>({
    resolver: zodResolver(newMemberSchema),
    defaultValues: blank,
  });
  const { errors, isSubmitting } = formState;

  function close() {
    reset(blank);
    onClose();
  }

  const onSubmit = handleSubmit(async (values) => {
    const name = values.name.trim();
    try {
      await addMember({ name, memberType: values.memberType, role: values.role, ...(values.email ? { email: values.email } : {}) });
      notifySuccess(t("admin.familyMembers.addDialog.addedTitle"), t("admin.familyMembers.addDialog.addedMessage", { name }));
      close();
    } catch (error) {
      const refusal = fieldRefusal(error);
      if (refusal) setError(refusal.field === "name" ? "name" : "email", { message: refusal.code }, { shouldFocus: true });
      else notifyFailure(error, { title: t("admin.error"), message: t("admin.familyMembers.addDialog.failed") });
    }
  });

  return (
    <MemberFormDialog
      title={t("admin.familyMembers.addDialog.title")}
      open={open}
      busy={isSubmitting}
      submitLabel={t("admin.familyMembers.addDialog.submit")}
      onClose={close}
      onSubmit={(event) => void onSubmit(event)}
    >
      <Field.Root required invalid={!!errors.name} {...describedField(`${formId}-name`, !!errors.name).root}>
        <Field.Label>
          {t("admin.familyMembers.form.name")} <Field.RequiredIndicator />
        </Field.Label>
        <Input {...register("name")} maxLength={NAME_MAX_LENGTH} autoComplete="off" {...describedField(`${formId}-name`, !!errors.name).input} />
        <FieldErrorText>{errorText(errors.name?.message)}</FieldErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t("admin.familyMembers.form.memberType")}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...register("memberType")}>
            {memberTypes.map((type) => (
              <option key={type} value={type}>
                {t(`common.memberTypes.${type}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t("admin.familyMembers.form.role")}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...register("role")}>
            {roles.map((role) => (
              <option key={role} value={role}>
                {t(`common.roles.${role}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root invalid={!!errors.email} {...describedField(`${formId}-email`, !!errors.email).root}>
        <Field.Label>{t("admin.familyMembers.form.email")}</Field.Label>
        <Input
          {...register("email")}
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={EMAIL_MAX_LENGTH}
          {...describedField(`${formId}-email`, !!errors.email).input}
        />
        <Field.HelperText>{t("admin.familyMembers.form.emailHelp")}</Field.HelperText>
        <FieldErrorText>{errorText(errors.email?.message)}</FieldErrorText>
      </Field.Root>
    </MemberFormDialog>
  );
}
