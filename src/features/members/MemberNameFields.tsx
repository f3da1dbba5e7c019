import type { FieldValues, Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { NAME_MAX_LENGTH } from "../../../convex/lib/text";
import { memberTypes, type MemberType } from "../../../convex/lib/validators";
import { SelectField, TextField, type FieldProps } from "../forms/fields";

/** A form about a member: it has their name and member type. */
type MemberFormValues = FieldValues & { name: string; memberType: MemberType };

/** A member's name and member type, the same two fields when adding a member and when editing one. */
export function MemberNameFields<T extends MemberFormValues, O>({ form }: { form: FieldProps<T, O>["form"] }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField form={form} name={"name" as Path<T>} label={t("admin.familyMembers.form.name")} maxLength={NAME_MAX_LENGTH} required />
      <SelectField form={form} name={"memberType" as Path<T>} label={t("admin.familyMembers.form.memberType")}>
        {memberTypes.map((type) => (
          <option key={type} value={type}>
            {t(`common.memberTypes.${type}`)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
