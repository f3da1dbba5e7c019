import { Center, Heading, Stack, Text } from "@chakra-ui/react";
import { Component, useEffect, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { reloadPage, reloadWaitMs, reloadWithFloor } from "./reloadFloor";

export const CRASH_RELOAD_MS = 30_000;

interface Props {
  children: ReactNode;
  reloadAfterMs?: number;
  /** For tests; defaults to location.reload(). */
  reload?: () => void;
}

/**
 * Catches a crash of the family screen (nobody is there to press "try again"):
 * shows a calm message instead of a blank or technical page and reloads after
 * 30 s — later if a reload already happened within the last 5 minutes
 * (reloadFloor.ts), so a page that crashes on load cannot loop.
 */
export class FamilyScreenErrorBoundary extends Component<Props, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("The family screen crashed; it reloads itself.", error, info.componentStack);
  }

  render() {
    if (!this.state.crashed) return this.props.children;
    return <CrashScreen reloadAfterMs={this.props.reloadAfterMs ?? CRASH_RELOAD_MS} reload={this.props.reload ?? reloadPage} />;
  }
}

function CrashScreen({ reloadAfterMs, reload }: { reloadAfterMs: number; reload: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const attempt = () => {
      // Blocked by the floor: try again when it allows.
      if (!reloadWithFloor(reload)) timer = setTimeout(attempt, Math.max(reloadWaitMs(), 1_000));
    };
    timer = setTimeout(attempt, reloadAfterMs);
    return () => clearTimeout(timer);
  }, [reload, reloadAfterMs]);
  return (
    <Center minH="100dvh" p="6" role="alert" data-testid="family-screen-crash">
      <Stack gap="2" textAlign="center" maxW="md">
        <Heading as="h1" size="xl">
          {t("connection.crash.title")}
        </Heading>
        <Text color="fg.muted">{t("connection.crash.description")}</Text>
      </Stack>
    </Center>
  );
}
