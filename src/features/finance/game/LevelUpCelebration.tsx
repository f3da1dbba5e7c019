import { Box, Stack, Text } from "@chakra-ui/react";
import { AnimatePresence, motion, useReducedMotion } from "framer-motion";
import { Sparkles, Star } from "lucide-react";
import { useEffect, useEffectEvent } from "react";
import { useTranslation } from "react-i18next";

/** Spec section 9: the overlay shows for 3 seconds. */
export const CELEBRATION_MS = 3000;

/** Stars that drift up around the message (left in place when motion is reduced). */
const stars = [
  { x: "-7rem", y: "-4rem", delay: 0 },
  { x: "6.5rem", y: "-5rem", delay: 0.15 },
  { x: "-6rem", y: "4rem", delay: 0.3 },
  { x: "7rem", y: "3.5rem", delay: 0.45 },
];

/**
 * The level-up overlay (spec sections 4 and 9): "Level up! You reached level N" for 3 s, then
 * `onDone()`. Spoken by screen readers through a live region that is always there; a click or
 * Escape closes it early. It is not a dialog: focus stays where it was and is never trapped.
 * With reduced motion it appears and goes without moving, for the same 3 s.
 */
export function LevelUpCelebration({ level, onDone }: { level: number | null; onDone: () => void }) {
  const { t } = useTranslation();
  const reduce = useReducedMotion() ?? false;
  const done = useEffectEvent(() => onDone());

  useEffect(() => {
    if (level === null) return;
    const timer = setTimeout(done, CELEBRATION_MS);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") done();
    };
    window.addEventListener("keydown", onKey);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("keydown", onKey);
    };
  }, [level]);

  return (
    <Box role="status" aria-live="polite" aria-atomic="true">
      <AnimatePresence>
        {level !== null && (
          <Box asChild key={level}>
            <motion.div
              initial={reduce ? false : { opacity: 0 }}
              animate={{ opacity: 1 }}
              exit={reduce ? { opacity: 0, transition: { duration: 0 } } : { opacity: 0, transition: { duration: 0.3 } }}
              onClick={() => onDone()}
              data-testid="level-up"
              style={{ position: "fixed", inset: 0, zIndex: 1500, display: "flex", alignItems: "center", justifyContent: "center", padding: "1rem" }}
            >
              <Box position="absolute" inset="0" bg="blackAlpha.600" aria-hidden />
              <Box asChild>
                <motion.div
                  initial={reduce ? false : { scale: 0.6, y: 24 }}
                  animate={{ scale: 1, y: 0 }}
                  transition={reduce ? { duration: 0 } : { type: "spring", stiffness: 260, damping: 16 }}
                  style={{ position: "relative" }}
                >
                  <Stack
                    align="center"
                    gap="2"
                    bg="bg.panel"
                    borderWidth="2px"
                    borderColor="brand.solid"
                    borderRadius="l3"
                    boxShadow="lg"
                    px={{ base: "8", md: "12" }}
                    py="8"
                    textAlign="center"
                    maxW="min(26rem, calc(100vw - 2rem))"
                  >
                    {stars.map((star, i) => (
                      <Box key={i} asChild aria-hidden color={{ base: "yellow.500", _dark: "yellow.300" }}>
                        <motion.div
                          initial={reduce ? false : { opacity: 0, x: 0, y: 0 }}
                          animate={reduce ? { opacity: 1, x: star.x, y: star.y } : { opacity: [0, 1, 0.8], x: star.x, y: star.y, rotate: [0, 25, -10] }}
                          transition={reduce ? { duration: 0 } : { duration: 1.2, delay: star.delay, ease: "easeOut" }}
                          style={{ position: "absolute", top: "45%", left: "48%" }}
                        >
                          <Star size={24} fill="currentColor" />
                        </motion.div>
                      </Box>
                    ))}
                    <Box color="brand.fg">
                      <Sparkles size={40} aria-hidden />
                    </Box>
                    <Text fontSize="3xl" fontWeight="extrabold" color="brand.fg">
                      {t("financeCards.levelUp.title")}
                    </Text>
                    <Text fontSize="lg" fontWeight="semibold">
                      {t("financeCards.levelUp.message", { level })}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {t("financeCards.levelUp.dismiss")}
                    </Text>
                  </Stack>
                </motion.div>
              </Box>
            </motion.div>
          </Box>
        )}
      </AnimatePresence>
    </Box>
  );
}
