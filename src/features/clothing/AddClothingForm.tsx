import { Alert, Button, Card, HStack } from "@chakra-ui/react";
import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ClothingFormFields } from "./ClothingFormFields";
import { useClothingForm } from "./useClothingForm";
import { useFamily } from "./useFamily";
import { LoadingSpinner } from "../../components/LoadingSpinner";

/** The Add Item tab (admins): the clothing form on the page; after a save it is empty again but for the owner. */
export function AddClothingForm({ ownerId, onAdded }: { ownerId?: string; onAdded?: () => void }) {
  const { t } = useTranslation();
  const { members } = useFamily();
  const state = useClothingForm({ kind: "add", ownerId }, () => onAdded?.());
  const busy = state.form.formState.isSubmitting;

  if (members === undefined) return <LoadingSpinner label={t("clothing.wardrobe.loading")} />;
  return (
    <Card.Root variant="outline" maxW="3xl" as="section" aria-labelledby="add-clothing-title">
      <Card.Header>
        <Card.Title as="h2" id="add-clothing-title">
          {t("clothing.form.addTitle")}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        {members.length === 0 ? (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Description>{t("clothing.form.noMembers")}</Alert.Description>
          </Alert.Root>
        ) : (
          <form onSubmit={ state.onSubmit} noValidate aria-labelledby="add-clothing-title">
            <ClothingFormFields state={state} members={members} />
            <HStack justify="flex-end" mt="6" gap="2">
              <Button variant="outline" onClick={state.startOver} disabled={busy}>
                {t("common.actions.cancel")}
              </Button>
              <Button type="submit" colorPalette="green" loading={busy}>
                <Plus aria-hidden /> {t("clothing.form.submit")}
              </Button>
            </HStack>
          </form>
        )}
      </Card.Body>
    </Card.Root>
  );
}
