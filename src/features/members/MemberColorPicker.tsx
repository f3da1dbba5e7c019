import { Box, HStack } from "@chakra-ui/react";
import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { memberColors, type MemberColor } from "../../../convex/lib/memberColors";

type Props = {
  name: string;
  /** What the row is the colour of (the member's unless told). */
  legend?: string;
  value: MemberColor;
  onChange: (color: MemberColor) => void;
  onBlur?: () => void;
};

/**
 * The member's colour (or another calendar's, in the same colours) as a row of swatches: native
 * radio buttons (arrow keys move between them), each named after its colour, the chosen one ticked.
 */
export function MemberColorPicker({ name, legend, value, onChange, onBlur }: Props) {
  const { t } = useTranslation();
  return (
    <Box as="fieldset" borderWidth="0" p="0" m="0" minW="0">
      <Box as="legend" fontSize="sm" fontWeight="medium" mb="1.5">
        {legend ?? t("admin.familyMembers.form.color")}
      </Box>
      <HStack gap="2" wrap="wrap">
        {memberColors.map((color) => (
          <Box
            as="label"
            key={color}
            title={t(`admin.familyMembers.colors.${color}`)}
            colorPalette={color}
            position="relative"
            boxSize="9"
            rounded="full"
            cursor="pointer"
            display="flex"
            alignItems="center"
            justifyContent="center"
            bg="colorPalette.solid"
            color="colorPalette.contrast"
            borderWidth="2px"
            borderColor={value === color ? "fg" : "transparent"}
            _focusWithin={{ outline: "2px solid", outlineColor: "colorPalette.focusRing", outlineOffset: "2px" }}
          >
            <input
              type="radio"
              name={name}
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
              onBlur={onBlur}
              aria-label={t(`admin.familyMembers.colors.${color}`)}
              style={{ position: "absolute", opacity: 0, width: "100%", height: "100%", margin: 0, cursor: "pointer" }}
            />
            {value === color && <Check aria-hidden size={18} strokeWidth={3} />}
          </Box>
        ))}
      </HStack>
    </Box>
  );
}
