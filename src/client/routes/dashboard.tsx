import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useAuthDialogs } from "../lib/auth/auth-dialogs";
import { useAuth, WhenAuthReady } from "../lib/auth/auth-provider";

export function meta() {
  return [{ title: "Dashboard · Mystic Dice" }, { name: "robots", content: "noindex" }];
}

export default function DashboardRoute() {
  return (
    <WhenAuthReady>
      <Dashboard />
    </WhenAuthReady>
  );
}

function Dashboard() {
  const { user } = useAuth();
  const { openAuthModal } = useAuthDialogs();
  const navigate = useNavigate();
  useEffect(() => {
    if (!user) {
      void navigate("/", { replace: true });
      openAuthModal("login");
    }
  }, [user, navigate, openAuthModal]);
  if (!user) return null;
  return (
    <section className="mx-auto max-w-4xl px-6 py-16">
      <h1 className="text-3xl text-gold-100">Your Dashboard</h1>
      <p className="mt-4 text-indigo-100/85">Signed in as {user.email}.</p>
    </section>
  );
}
