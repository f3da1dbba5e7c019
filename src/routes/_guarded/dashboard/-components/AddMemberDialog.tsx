import { Field, Input, NativeSelect } from "@chakra-ui/react";
import { useMutation } from "convex/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../convex/_generated/api";
import { NAME_MAX_LENGTH } from "../../../../../convex/lib/text";
import { memberTypes, type MemberType, type Role } from "../../../../../convex/lib/validators";
import { notifyError, notifyFailure, notifySuccess } from "../../../../features/feedback/notify";
import { fieldOfRefusal, useFieldErrors } from "./fieldErrors";
import { SimpleFormDialog } from "./SimpleFormDialog";

type MemberField = "name" | "email";

/** Quick Actions: Add Family Member. With an email, that person can sign up and is linked. */
export function AddMemberDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const addMember = useMutation(api.members.addMember);
  const [name, setName] = useState("");
  const [memberType, setMemberType] = useState<MemberType>("Other");
  const [role, setRole] = useState<Role>("member");
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const fieldErrors = useFieldErrors<MemberField>();
  const { errors } = fieldErrors;

  function close() {
    setName("");
    setMemberType("Other");
    setRole("member");
    setEmail("");
    fieldErrors.reset();
    onClose();
  }

  async function submit() {
    if (!name.trim()) {
      fieldErrors.show({ name: t("dashboard.addMember.nameRequired") });
      return notifyError(t("dashboard.error"), t("dashboard.addMember.nameRequired"));
    }
    setBusy(true);
    try {
      await addMember({ name, memberType, role, ...(email.trim() ? { email } : {}) });
      notifySuccess(t("dashboard.addMember.addedTitle"), t("dashboard.addMember.addedMessage", { name: name.trim() }));
      close();
    } catch (error) {
      fieldErrors.show(
        fieldOfRefusal<MemberField>(error, {
          MEMBER_NAME_REQUIRED: "name",
          NAME_TOO_LONG: "name",
          INVALID_EMAIL: "email",
          EMAIL_TAKEN: "email",
        }),
      );
      notifyFailure(error, { title: t("dashboard.error"), message: t("dashboard.addMember.failed") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SimpleFormDialog title={t("dashboard.addMember.title")} open={open} busy={busy} submitLabel={t("dashboard.addMember.submit")} onClose={close} onSubmit={() => void submit()}>
      <Field.Root required {...fieldErrors.root("name")}>
        <Field.Label>
          {t("dashboard.addMember.name")} <Field.RequiredIndicator />
        </Field.Label>
        <Input
          value={name}
          maxLength={NAME_MAX_LENGTH}
          {...fieldErrors.input("name")}
          onChange={(e) => {
            setName(e.target.value);
            fieldErrors.clear("name");
          }}
        />
        <Field.ErrorText>{errors.name}</Field.ErrorText>
      </Field.Root>
      <Field.Root required>
        <Field.Label>{t("dashboard.addMember.memberType")}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={memberType} onChange={(e) => setMemberType(e.target.value as MemberType)}>
            {memberTypes.map((type) => (
              <option key={type} value={type}>
                {t(`common.memberTypes.${type}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root required>
        <Field.Label>{t("dashboard.addMember.role")}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={role} onChange={(e) => setRole(e.target.value as Role)}>
            <option value="member">{t("common.roles.member")}</option>
            <option value="admin">{t("common.roles.admin")}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root {...fieldErrors.root("email")}>
        <Field.Label>{t("dashboard.addMember.email")}</Field.Label>
        <Input
          type="email"
          value={email}
          {...fieldErrors.input("email")}
          onChange={(e) => {
            setEmail(e.target.value);
            fieldErrors.clear("email");
          }}
        />
        {errors.email === undefined ? <Field.HelperText>{t("dashboard.addMember.emailHelp")}</Field.HelperText> : <Field.ErrorText>{errors.email}</Field.ErrorText>}
      </Field.Root>
    </SimpleFormDialog>
  );
}
