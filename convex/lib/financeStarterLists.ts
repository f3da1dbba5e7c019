// The usual finance categories and item types a family starts from (spec section 9's sample
// family uses the English ones), each keyed and named in every language of the app. The names
// are stored as written in the family's language when an admin adds them
// (model/financeSettings.ts addStarterLists), so they read as the family writes, not as UI text.
// The English is the spec's own wording; the others use what a family there calls the same
// thing (a local tax or fee where the British one has no twin).
import { literals } from "convex-helpers/validators";
import type { Infer } from "convex/values";
import type { Language } from "./validators";

type InEveryLanguage = Record<Language, string>;

export const starterCategories = [
  {
    key: "groceries",
    name: { en: "Groceries", es: "Alimentación", fr: "Courses", de: "Lebensmittel" },
    description: {
      en: "Food and household shopping",
      es: "Comida y compras para el hogar",
      fr: "Alimentation et achats pour la maison",
      de: "Essen und Einkäufe für den Haushalt",
    },
  },
  {
    key: "transportation",
    name: { en: "Transportation", es: "Transporte", fr: "Transports", de: "Mobilität" },
    description: {
      en: "Fuel, fares and car costs",
      es: "Combustible, billetes y gastos del coche",
      fr: "Carburant, billets et frais de voiture",
      de: "Kraftstoff, Fahrkarten und Autokosten",
    },
  },
  {
    key: "utilities",
    name: { en: "Utilities", es: "Suministros", fr: "Charges", de: "Nebenkosten" },
    description: {
      en: "Energy, water, phone and internet",
      es: "Energía, agua, teléfono e internet",
      fr: "Énergie, eau, téléphone et internet",
      de: "Energie, Wasser, Telefon und Internet",
    },
  },
  {
    key: "entertainment",
    name: { en: "Entertainment", es: "Ocio", fr: "Loisirs", de: "Freizeit" },
    description: {
      en: "Days out, streaming and hobbies",
      es: "Salidas, streaming y aficiones",
      fr: "Sorties, streaming et passe-temps",
      de: "Ausflüge, Streaming und Hobbys",
    },
  },
] as const satisfies readonly { key: string; name: InEveryLanguage; description: InEveryLanguage }[];

export const starterItemTypes = [
  { key: "salaryIncome", name: { en: "Salary Income", es: "Nómina", fr: "Salaire", de: "Gehalt" } },
  { key: "childBenefit", name: { en: "Child Benefit", es: "Prestación por hijo", fr: "Allocations familiales", de: "Kindergeld" } },
  { key: "otherIncome", name: { en: "Other Income", es: "Otros ingresos", fr: "Autres revenus", de: "Sonstige Einnahmen" } },
  { key: "rent", name: { en: "Rent", es: "Alquiler", fr: "Loyer", de: "Miete" } },
  { key: "mortgage", name: { en: "Mortgage", es: "Hipoteca", fr: "Prêt immobilier", de: "Immobilienkredit" } },
  // The tax on one's home: Spain's IBI, France's taxe foncière (the taxe d'habitation is gone for
  // a main home), Germany's Grundsteuer.
  { key: "councilTax", name: { en: "Council Tax", es: "IBI", fr: "Taxe foncière", de: "Grundsteuer" } },
  { key: "electricity", name: { en: "Electricity", es: "Electricidad", fr: "Électricité", de: "Strom" } },
  { key: "gas", name: { en: "Gas", es: "Gas", fr: "Gaz", de: "Gas" } },
  { key: "water", name: { en: "Water", es: "Agua", fr: "Eau", de: "Wasser" } },
  { key: "internet", name: { en: "Internet", es: "Internet", fr: "Internet", de: "Internet" } },
  { key: "mobilePhone", name: { en: "Mobile Phone", es: "Teléfono móvil", fr: "Téléphone mobile", de: "Handy" } },
  // Germany's broadcasting fee is the licence's twin; Spain has none, and France abolished its
  // redevance, so there it is what a family pays for television.
  { key: "tvLicence", name: { en: "TV Licence", es: "Televisión", fr: "Abonnement TV", de: "Rundfunkbeitrag" } },
  { key: "carInsurance", name: { en: "Car Insurance", es: "Seguro del coche", fr: "Assurance auto", de: "Kfz-Versicherung" } },
  { key: "homeInsurance", name: { en: "Home Insurance", es: "Seguro del hogar", fr: "Assurance habitation", de: "Hausratversicherung" } },
  { key: "lifeInsurance", name: { en: "Life Insurance", es: "Seguro de vida", fr: "Assurance vie", de: "Lebensversicherung" } },
  { key: "carFuel", name: { en: "Car Fuel", es: "Combustible", fr: "Carburant", de: "Tanken" } },
  { key: "carMaintenance", name: { en: "Car Maintenance", es: "Mantenimiento del coche", fr: "Entretien de la voiture", de: "Autowerkstatt" } },
  { key: "publicTransport", name: { en: "Public Transport", es: "Transporte público", fr: "Transports en commun", de: "Öffentliche Verkehrsmittel" } },
  { key: "groceries", name: { en: "Groceries", es: "Alimentación", fr: "Courses", de: "Lebensmittel" } },
  { key: "eatingOut", name: { en: "Eating Out", es: "Comer fuera", fr: "Restaurants", de: "Auswärts essen" } },
  { key: "clothing", name: { en: "Clothing", es: "Ropa", fr: "Vêtements", de: "Kleidung" } },
  { key: "schoolFees", name: { en: "School Fees", es: "Cuotas escolares", fr: "Frais de scolarité", de: "Schulgeld" } },
  // Uniforms are rare in French and German schools; what families there buy for school instead.
  { key: "schoolUniform", name: { en: "School Uniform", es: "Uniforme escolar", fr: "Fournitures scolaires", de: "Schulbedarf" } },
  { key: "kidsLessons", name: { en: "Kids Lessons", es: "Extraescolares", fr: "Activités extrascolaires", de: "Kinderkurse" } },
  { key: "childcare", name: { en: "Childcare", es: "Guardería", fr: "Garde d'enfants", de: "Kinderbetreuung" } },
  { key: "medical", name: { en: "Medical", es: "Gastos médicos", fr: "Frais médicaux", de: "Arzt und Apotheke" } },
  { key: "gymMembership", name: { en: "Gym Membership", es: "Gimnasio", fr: "Salle de sport", de: "Fitnessstudio" } },
  { key: "subscriptions", name: { en: "Subscriptions", es: "Suscripciones", fr: "Abonnements", de: "Abonnements" } },
  { key: "gifts", name: { en: "Gifts", es: "Regalos", fr: "Cadeaux", de: "Geschenke" } },
  { key: "charity", name: { en: "Charity", es: "Donativos", fr: "Dons", de: "Spenden" } },
  { key: "savings", name: { en: "Savings", es: "Ahorro", fr: "Épargne", de: "Sparen" } },
] as const satisfies readonly { key: string; name: InEveryLanguage }[];

export type StarterCategoryKey = (typeof starterCategories)[number]["key"];
export type StarterItemTypeKey = (typeof starterItemTypes)[number]["key"];

/** Which starter list: the categories (with descriptions) or the item types. */
export const vStarterList = literals("categories", "itemTypes");
export type StarterList = Infer<typeof vStarterList>;

/** The starter categories as documents' fields, in `language`. */
export function starterCategoriesIn(language: Language): { name: string; description: string }[] {
  return starterCategories.map((category) => ({ name: category.name[language], description: category.description[language] }));
}

/** The starter item types' names in `language`. */
export function starterItemTypesIn(language: Language): string[] {
  return starterItemTypes.map((itemType) => itemType.name[language]);
}

/** The names of a list in `language` (what the settings page compares with what it has). */
export function starterNamesIn(list: StarterList, language: Language): string[] {
  return list === "categories" ? starterCategoriesIn(language).map((category) => category.name) : starterItemTypesIn(language);
}
