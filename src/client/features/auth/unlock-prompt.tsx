import { KeyRound } from "lucide-react";
import { Modal } from "../../components/ui/modal";
import { useAuthDialogs } from "../../lib/auth/auth-dialogs";

/** Renders the unlock prompt ('You're closer than ever...') while it is open. */
export function UnlockPromptHost() {
  const { openDialog } = useAuthDialogs();
  return openDialog === "unlock" ? <UnlockPrompt /> : null;
}

function UnlockPrompt() {
  const { closeDialog, openAuthModal } = useAuthDialogs();
  return (
    <Modal
      title="You're closer than ever..."
      onClose={closeDialog}
      decoration={<KeyRound aria-hidden className="mx-auto mb-3 size-9 text-gold-300" />}
    >
      <p className="mt-3 text-center text-indigo-100/90">
        The oracle has noticed your curiosity. Create a free account or sign in to unlock the mystical dice and keep
        every reading you receive.
      </p>
      <div className="mt-7 grid gap-3 sm:grid-cols-2">
        <button type="button" className="btn-ghost" onClick={() => openAuthModal("login")}>
          Sign In
        </button>
        <button type="button" className="btn-primary" onClick={() => openAuthModal("signup")}>
          Sign Up
        </button>
      </div>
    </Modal>
  );
}
