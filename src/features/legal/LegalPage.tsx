import { Card, Center, Heading, Link as ChakraLink, List, Stack } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../layout/useDocumentTitle";

/** The points of each page, in reading order (their texts are in pages.legal). */
const points = {
  terms: ["what", "use", "content", "asIs", "changes"],
  privacy: ["stores", "log", "where", "who", "device", "delete", "contact"],
} as const;

/** The terms of use or the privacy policy: short, and true to what the app keeps (signed in or not). */
export function LegalPage({ page }: { page: keyof typeof points }) {
  const { t } = useTranslation();
  const title = t(`pages.legal.${page}.title`);
  useDocumentTitle(title);
  return (
    <Center py={{ base: "2", md: "10" }}>
      <Card.Root w="full" maxW="2xl" variant="elevated">
        <Card.Header>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap="5">
            <List.Root gap="3" ps="5">
              {points[page].map((point) => (
                <List.Item key={point}>{t(`pages.legal.${page}.points.${point}` as "pages.legal.terms.points.what")}</List.Item>
              ))}
            </List.Root>
            <ChakraLink asChild colorPalette="green" alignSelf="start">
              <Link to="/signup">{t("pages.legal.back")}</Link>
            </ChakraLink>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
