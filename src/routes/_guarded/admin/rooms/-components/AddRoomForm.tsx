import { Button, Field, Heading, Input, Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "convex/react";
import { Plus } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "../../../../../../convex/_generated/api";
import { NAME_MAX_LENGTH } from "../../../../../../convex/lib/text";
import { notifyFailure, notifySuccess } from "../../../../../features/feedback/notify";
import { FieldErrorText, describedField } from "../../../../../features/members/FieldErrorText";
import { useFieldErrorText } from "../../../../../features/members/memberFormErrors";
import { addRoomSchema, roomNameRefusal, type AddRoomForm as Values } from "./roomName";

/** Add a room by name: 'Room name is required' (and the server's name refusals) under the field. */
export function AddRoomForm() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const id = useId();
  const addRoom = useMutation(api.rooms.addRoom);
  const { register, handleSubmit, reset, setError, formState } = useForm<Values>({
    resolver: zodResolver(addRoomSchema),
    defaultValues: { name: "" },
  });
  const { errors, isSubmitting } = formState;
  const described = describedField(`${id}-name`, !!errors.name);

  const onSubmit = handleSubmit(async ({ name }) => {
    const clean = name.trim();
    try {
      await addRoom({ name: clean });
      notifySuccess(t("rooms.add.addedTitle"), t("rooms.add.addedMessage", { name: clean }));
      reset({ name: "" });
    } catch (error) {
      const code = roomNameRefusal(error);
      if (code) setError("name", { message: code }, { shouldFocus: true });
      else notifyFailure(error, { title: t("common.error"), message: t("rooms.failed") });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={`${id}-title`}>
      <Stack gap="3">
        <Heading as="h2" size="lg" id={`${id}-title`}>
          {t("rooms.add.title")}
        </Heading>
        <Stack direction={{ base: "column", sm: "row" }} gap="3" align={{ base: "stretch", sm: "flex-start" }} maxW="2xl">
          <Field.Root required invalid={!!errors.name} flex="1" {...described.root}>
            <Field.Label>
              {t("rooms.add.name")} <Field.RequiredIndicator />
            </Field.Label>
            <Input {...register("name")} maxLength={NAME_MAX_LENGTH} autoComplete="off" {...described.input} />
            {errors.name ? (
              <FieldErrorText>{errorText(errors.name.message)}</FieldErrorText>
            ) : (
              <Field.HelperText>{t("rooms.add.hint")}</Field.HelperText>
            )}
          </Field.Root>
          <Button type="submit" colorPalette="green" loading={isSubmitting} mt={{ base: "0", sm: "6" }}>
            <Plus aria-hidden /> {t("rooms.add.submit")}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
