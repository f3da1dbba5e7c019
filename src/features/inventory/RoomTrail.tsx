import { Breadcrumb, Button, HStack } from "@chakra-ui/react";
import { ArrowLeft } from "lucide-react";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import type { Id } from "../../../convex/_generated/dataModel";

type Props = {
  roomName: string;
  /** The containers from the room's top level down to the one open (empty at the top level). */
  trail: Array<{ _id: Id<"items">; name: string }>;
  onOpen: (containerId?: Id<"items">) => void;
};

/** Room › container › container… with Back, up one level, at any depth (spec section 4). */
export function RoomTrail({ roomName, trail, onOpen }: Props) {
  const { t } = useTranslation();
  const up = trail.length >= 2 ? trail[trail.length - 2]._id : undefined;
  return (
    <HStack gap="3" wrap="wrap" align="center">
      {trail.length > 0 && (
        <Button size="sm" variant="outline" onClick={() => onOpen(up)}>
          <ArrowLeft aria-hidden /> {t("inventory.room.back")}
        </Button>
      )}
      <Breadcrumb.Root aria-label={t("inventory.room.trail")} size="md" minW="0">
        <Breadcrumb.List flexWrap="wrap">
          {[{ _id: undefined, name: roomName }, ...trail].map((step, index, steps) => (
            <Fragment key={step._id ?? "room"}>
              {index > 0 && <Breadcrumb.Separator />}
              <Breadcrumb.Item minW="0">
                {index === steps.length - 1 ? (
                  <Breadcrumb.CurrentLink overflowWrap="anywhere">{step.name}</Breadcrumb.CurrentLink>
                ) : (
                  <Breadcrumb.Link asChild>
                    <button type="button" onClick={() => onOpen(step._id)} style={{ cursor: "pointer", textDecoration: "underline" }}>
                      {step.name}
                    </button>
                  </Breadcrumb.Link>
                )}
              </Breadcrumb.Item>
            </Fragment>
          ))}
        </Breadcrumb.List>
      </Breadcrumb.Root>
    </HStack>
  );
}
