import { Button } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";

/** Admin pages' way back to /admin or /admin/rooms (spec section 2). */
export function BackButton({ to, label }: { to: "/admin" | "/admin/rooms"; label: string }) {
  return (
    <Button asChild variant="ghost" size="sm" mb="4">
      <Link to={to}>
        <ArrowLeft aria-hidden /> {label}
      </Link>
    </Button>
  );
}
