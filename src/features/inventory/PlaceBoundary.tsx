import { Alert, Button, Stack } from "@chakra-ui/react";
import { ConvexError } from "convex/values";
import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isHouseholdErrorData } from "../../../convex/lib/errorData";

/** Refusals about the room itself go on to the page's refusal screen; this boundary is about the container. */
const roomCodes = new Set(["ROOM_ACCESS_DENIED", "ROOM_NOT_FOUND", "PAGE_ACCESS_DENIED", "AUTH_REQUIRED", "AWAITING_APPROVAL"]);

function isAboutTheRoom(error: unknown): boolean {
  return error instanceof ConvexError && isHouseholdErrorData(error.data) && roomCodes.has(error.data.code);
}

type Props = {
  open: boolean;
  /** Where one is: going elsewhere clears the failure (without remounting, so the view keeps its state). */
  resetKey: string;
  onTopLevel: () => void;
  children: ReactNode;
};

/**
 * While a container is open, someone may delete or move it (or the URL names
 * one that never was): the place's queries then fail, and instead of an error
 * screen the person reads that it is gone and goes to the room's top level.
 */
export class PlaceBoundary extends Component<Props, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== undefined) this.setState({ error: undefined });
  }

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (!this.props.open || isAboutTheRoom(error)) throw error;
    return <ContainerGone onTopLevel={this.props.onTopLevel} />;
  }
}

function ContainerGone({ onTopLevel }: { onTopLevel: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3" align="start">
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t("inventory.room.containerGoneTitle")}</Alert.Title>
          <Alert.Description>{t("inventory.room.containerGoneMessage")}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button colorPalette="green" onClick={onTopLevel}>
        {t("inventory.room.toTopLevel")}
      </Button>
    </Stack>
  );
}
