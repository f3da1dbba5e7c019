// The app's single toaster (Chakra UI v3 snippet). Everything that tells the
// person something briefly goes through `toaster.create`.
import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from "@chakra-ui/react";

/**
 * Bottom right (the spec's place), but at the top on a phone: there a dialog fills the screen and
 * keeps Cancel and Save at the bottom, where a toast would cover them for seconds.
 */
const onPhone = globalThis.matchMedia?.("(max-width: 767.98px)").matches ?? false;

export const toaster = createToaster({
  placement: onPhone ? "top" : "bottom-end",
  pauseOnPageIdle: true,
  max: 3,
});

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }}>
            {toast.type === "loading" ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            {/* A long task title has no spaces to wrap at: it breaks anywhere rather than leave the toast. */}
            <Stack gap="1" flex="1" maxWidth="100%" minW="0" overflowWrap="anywhere">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
