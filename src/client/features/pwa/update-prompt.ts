import { appUpdateWords as words } from "../../../../content/site/app-update";

function button(label: string, className: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement("button");
  element.type = "button";
  element.className = className;
  element.textContent = label;
  element.addEventListener("click", onClick);
  return element;
}

/**
 * "A new version is ready — Refresh": a small note at the foot of the page while a new service worker
 * waits. It is announced politely (a status), takes no focus, and "Later" puts it away. Plain DOM, outside
 * the React tree: the module loads after the page, and React DOM's client stays in the first chunk alone.
 */
export function showUpdatePrompt(onRefresh: () => void): void {
  if (document.getElementById("update-prompt")) return;
  const prompt = document.createElement("div");
  prompt.id = "update-prompt";
  prompt.setAttribute("role", "status");
  prompt.className =
    "fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md flex-wrap items-center justify-between gap-3 rounded-2xl border border-gold-300/40 bg-night-800/95 px-4 py-3 text-sm text-indigo-50 shadow-lg backdrop-blur sm:inset-x-auto sm:left-4";
  const message = document.createElement("span");
  message.textContent = words.message;
  const actions = document.createElement("span");
  actions.className = "flex gap-2";
  actions.append(
    button(words.dismiss, "rounded-full px-3 py-1.5 text-indigo-100/85 hover:text-gold-100", () => prompt.remove()),
    button(
      words.refresh,
      "rounded-full bg-gold-300 px-4 py-1.5 font-semibold text-night-950 hover:bg-gold-200",
      onRefresh,
    ),
  );
  prompt.append(message, actions);
  document.body.append(prompt);
}
