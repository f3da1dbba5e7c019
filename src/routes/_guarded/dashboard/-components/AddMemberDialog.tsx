import { Field, Input, NativeSelect } from "@chakra-ui/react";
import { useMutation } from "convex/react";
import { useState } from "react";
import { api } from "../../../../../convex/_generated/api";
import { memberTypes, type MemberType, type Role } from "../../../../../convex/lib/validators";
import { notifyError, notifyFailure, notifySuccess } from "../../../../features/feedback/notify";
import { SimpleFormDialog } from "./SimpleFormDialog";

/** Quick Actions: Add Family Member. With an email, that person can sign up and is linked. */
export function AddMemberDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const addMember = useMutation(api.members.addMember);
  const [name, setName] = useState("");
  const [memberType, setMemberType] = useState<MemberType>("Other");
  const [role, setRole] = useState<Role>("member");
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);

  function close() {
    setName("");
    setMemberType("Other");
    setRole("member");
    setEmail("");
    onClose();
  }

  async function submit() {
    if (!name.trim()) return notifyError("Error", "Member name is required");
    setBusy(true);
    try {
      await addMember({ name, memberType, role, ...(email.trim() ? { email } : {}) });
      notifySuccess("Member Added", `${name.trim()} joined the family.`);
      close();
    } catch (error) {
      notifyFailure(error, { title: "Error", message: "The member could not be added." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SimpleFormDialog title="Add Family Member" open={open} busy={busy} submitLabel="Add Member" onClose={close} onSubmit={submit}>
      <Field.Root required>
        <Field.Label>
          Name <Field.RequiredIndicator />
        </Field.Label>
        <Input value={name} onChange={(e) => setName(e.target.value)} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>Member type</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={memberType} onChange={(e) => setMemberType(e.target.value as MemberType)}>
            {memberTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root required>
        <Field.Label>Role</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={role} onChange={(e) => setRole(e.target.value as Role)}>
            <option value="member">Member</option>
            <option value="admin">Admin</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>Email (to let them sign in)</Field.Label>
        <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <Field.HelperText>Whoever signs up with this email becomes this member.</Field.HelperText>
      </Field.Root>
    </SimpleFormDialog>
  );
}
