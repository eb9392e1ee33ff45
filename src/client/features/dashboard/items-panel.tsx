import { Check, Package } from "lucide-react";
import type { ItemView } from "../../../shared/api/me";
import { ICON_NAMES, type IconName } from "../../../shared/content-types/site";
import { Icon } from "../../components/ui/icon";
import { DashboardSection } from "../../components/ui/dashboard-section";
import { describeRequestError } from "../../lib/format";
import { LoadingBlocks, RequestError } from "../../components/ui/query-feedback";
import { useEquipItem, useItems } from "./use-items";

interface RarityStyle {
  card: string;
  icon: string;
  badge: string;
}

const RARITY_STYLES: Record<string, RarityStyle> = {
  common: {
    card: "border-white/12 bg-night-950/40",
    icon: "bg-white/8 text-indigo-100",
    badge: "border-white/20 text-indigo-100",
  },
  rare: {
    card: "border-sky-300/35 bg-sky-400/[0.05]",
    icon: "bg-sky-400/15 text-sky-200",
    badge: "border-sky-300/50 text-sky-100",
  },
  epic: {
    card: "border-violet-400/50 bg-violet-500/[0.08] shadow-[0_0_28px_-12px_rgb(139_92_246/0.9)]",
    icon: "bg-violet-500/25 text-violet-100",
    badge: "border-violet-300/60 text-violet-100",
  },
  legendary: {
    card: "border-gold-300/60 bg-gold-300/[0.07] shadow-[0_0_32px_-10px_rgb(232_193_112/0.8)]",
    icon: "bg-gradient-to-br from-gold-200 to-gold-500 text-night-950",
    badge: "border-gold-300/70 text-gold-100",
  },
};

const RARITY_ORDER = ["legendary", "epic", "rare", "common"];

function rarityRank(rarity: string): number {
  const rank = RARITY_ORDER.indexOf(rarity);
  return rank === -1 ? RARITY_ORDER.length : rank;
}

function iconNameOf(item: ItemView): IconName {
  return (ICON_NAMES as readonly string[]).includes(item.iconName) ? (item.iconName as IconName) : "Sparkles";
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface ItemCardProps {
  item: ItemView;
  isBusy: boolean;
  isDisabled: boolean;
  onToggle(): void;
}

function ItemCard({ item, isBusy, isDisabled, onToggle }: ItemCardProps) {
  const style = RARITY_STYLES[item.rarity] ?? RARITY_STYLES.common!;
  return (
    <li
      className={`flex flex-col rounded-2xl border p-4 ${style.card} ${item.isEquipped ? "ring-2 ring-gold-300/70" : ""}`}
      data-testid="item-card"
      data-equipped={item.isEquipped}
    >
      <div className="flex items-start gap-3">
        <span className={`grid size-12 shrink-0 place-items-center rounded-xl ${style.icon}`}>
          <Icon name={iconNameOf(item)} className="size-6" />
        </span>
        <div className="min-w-0">
          <h3 className="font-sans text-base leading-snug font-semibold text-gold-100">
            {item.name}
            {item.quantity > 1 && (
              <span className="ml-1.5 text-sm font-normal text-indigo-200/90">
                ×{item.quantity}
                <span className="sr-only"> owned</span>
              </span>
            )}
          </h3>
          <p className="mt-1.5 flex flex-wrap gap-1.5 text-[0.7rem] font-semibold tracking-[0.1em] uppercase">
            <span className={`rounded-full border px-2 py-0.5 ${style.badge}`}>{capitalize(item.rarity)}</span>
            <span className="rounded-full border border-white/15 px-2 py-0.5 text-indigo-200">
              {capitalize(item.type)}
            </span>
          </p>
        </div>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-indigo-100/85">{item.description}</p>
      <p className="mt-2 text-sm text-indigo-200/80 italic">{item.effects}</p>
      <div className="mt-auto flex items-center justify-between gap-3 pt-4">
        {item.isEquipped ? (
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-gold-200">
            <Check aria-hidden className="size-4" />
            Equipped
          </span>
        ) : (
          <span className="text-sm text-indigo-200/70">In your satchel</span>
        )}
        <button
          type="button"
          className={`${item.isEquipped ? "btn-ghost" : "btn-primary"} px-4 py-2 text-sm aria-disabled:cursor-wait aria-disabled:opacity-60`}
          // aria-disabled rather than disabled, so the pressed button keeps keyboard focus while it waits.
          aria-disabled={isDisabled}
          aria-busy={isBusy}
          aria-label={`${item.isEquipped ? "Unequip" : "Equip"} ${item.name}`}
          onClick={() => {
            if (!isDisabled) onToggle();
          }}
        >
          {isBusy ? (item.isEquipped ? "Unequipping…" : "Equipping…") : item.isEquipped ? "Unequip" : "Equip"}
        </button>
      </div>
    </li>
  );
}

/** The collected mystical items; equipping one replaces whatever of its type was equipped. */
export function ItemsPanel() {
  const items = useItems();
  const equip = useEquipItem();
  const pendingItemId = equip.isPending ? equip.variables?.itemId : undefined;
  const sorted = items.data
    ? [...items.data].sort(
        // By rarity only: moving an item when it is equipped would take keyboard focus away from its button.
        (left, right) => rarityRank(left.rarity) - rarityRank(right.rarity),
      )
    : [];
  const equippedCount = items.data?.filter((item) => item.isEquipped).length ?? 0;
  return (
    <DashboardSection
      title="Mystical Items"
      icon={Package}
      aside={items.data && items.data.length > 0 && `${items.data.length} collected · ${equippedCount} equipped`}
    >
      {items.isPending ? (
        <LoadingBlocks label="Loading your items…" count={2} className="h-28" />
      ) : items.isError ? (
        <RequestError
          error={items.error}
          fallback="Your items could not be loaded."
          onRetry={() => void items.refetch()}
        />
      ) : sorted.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-white/15 px-5 py-8 text-center">
          <Package aria-hidden className="mx-auto size-8 text-gold-300/80" />
          <p className="mt-3 font-display text-lg text-gold-100">Your satchel is empty</p>
          <p className="mt-1 text-sm text-indigo-100/80">
            Mystical items are earned through achievements and quests. Your first cast may bring one.
          </p>
        </div>
      ) : (
        <>
          <p className="mb-4 text-sm text-indigo-200/85">One item of each kind can be equipped at a time.</p>
          {equip.isError && (
            <p
              role="alert"
              className="mb-4 rounded-xl border border-rose-400/40 bg-rose-950/50 px-4 py-3 text-sm text-rose-100"
            >
              {describeRequestError(equip.error, "The item could not be changed. Please try again.")}
            </p>
          )}
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {sorted.map((item) => (
              <ItemCard
                key={item.id}
                item={item}
                isBusy={pendingItemId === item.id}
                isDisabled={equip.isPending}
                onToggle={() => equip.mutate({ itemId: item.id, action: item.isEquipped ? "unequip" : "equip" })}
              />
            ))}
          </ul>
        </>
      )}
    </DashboardSection>
  );
}
