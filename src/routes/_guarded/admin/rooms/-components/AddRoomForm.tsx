import { Button, Heading, Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { Plus } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../../convex/_generated/api";
import { roomNameSchema, type RoomNameForm } from "../../../../../../convex/lib/roomSchema";
import { NAME_MAX_LENGTH } from "../../../../../../convex/lib/text";
import { notifySuccess } from "../../../../../features/feedback/notify";
import { TextField } from "../../../../../features/forms/fields";
import { saveForm } from "../../../../../features/forms/serverRefusal";
import { useSingleSubmit } from "../../../../../features/forms/useSingleSubmit";

const addSchema = roomNameSchema("add");

/** Add a room by name: 'Room name is required' (and the server's name refusals) under the field. */
export function AddRoomForm() {
  const { t } = useTranslation();
  const id = useId();
  const addRoom = useMutation(api.rooms.addRoom);
  const form = useForm<RoomNameForm>({
    resolver: zodResolver(addSchema),
    defaultValues: { name: "" },
  });
  const { submit } = useSingleSubmit(
    form. handleSubmit(async ({ name }) => {
    await saveForm(
      form,
      async () => {
        await addRoom({ name });
        notifySuccess(t("rooms.add.addedTitle"), t("rooms.add.addedMessage", { name }));
          form.reset({ name: "" });
      },
      { title: t("common.error"), message: t("rooms.failed") },
    );
  }),
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <Stack gap="3">
        <Heading as="h2" size="lg" id={`${id}-title`}>
          {t("rooms.add.title")}
        </Heading>
        <Stack direction={{ base: "column", sm: "row" }} gap="3" align={{ base: "stretch", sm: "flex-start" }} maxW="2xl">
          <TextField form={form} name="name" label={t("rooms.add.name")} help={t("rooms.add.hint")} maxLength={NAME_MAX_LENGTH} required flex="1" />
          <Button type="submit" colorPalette="green" loading={form.formState.isSubmitting} mt={{ base: "0", sm: "6" }}>
            <Plus aria-hidden /> {t("rooms.add.submit")}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
