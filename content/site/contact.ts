import type { ContactContent } from "../../src/shared/content-types";
import { socialLinks } from "./social-links";

export const contactContent: ContactContent = {
  intro:
    "Whether you have a question about your reading, your account or your plan, we are glad to hear from you. Send us a WhatsApp message or an e-mail to support@mysticdice.example, and we will answer as soon as the lanterns allow.",
  address: {
    title: "Postal Address",
    lines: ["Mystic Dice", "221 Lantern Row, Suite 7", "Salem, MA 01970", "USA"],
  },
  whatsapp: {
    title: "WhatsApp Support",
    number: "+1 555 0142 777",
    hours: "Monday to Friday, 9:00–18:00 (US Eastern Time)",
    note: "Support is offered by WhatsApp message only — we do not take phone calls on this number.",
  },
  onlineOnly: {
    title: "An Online-Only Oracle",
    text: "Mystic Dice is an online-only service, and we have no walk-in office or reading room to visit. Our postal address is for formal correspondence only; for help with your account or readings, please reach us by WhatsApp or e-mail.",
  },
  founder: {
    name: "Elowen Marsh",
    role: "Founder & Keeper of the Dice",
    paragraphs: [
      "Elowen grew up among Salem's old bookshops, collecting folk traditions of casting lots and reading signs. Years later, working as a product designer, she wondered why so few divination apps felt as carefully made as the rituals they borrowed from.",
      "She founded Mystic Dice to answer that question: an oracle where every reading is written by hand, presented honestly as entertainment, and crafted with the care of an heirloom.",
    ],
  },
  socials: socialLinks,
};
