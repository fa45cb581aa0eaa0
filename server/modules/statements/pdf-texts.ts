/**
 * The words of the customers' PDF files in the account's language (decision 299): title, facts,
 * column headers, notes and page numbers. The CSV files keep their English column names, which
 * the tax tools read; only the PDF, which a person reads, is translated. Declared with the emails'
 * table so the same test fails on a missing language or English left in a translation.
 */
import { isFiat } from '../../../contract/assets.js';
import type { Language } from '../../../contract/languages.js';
import { mailLocale, mailTexts } from '../../providers/mail/index.js';
import type { Entry, Money } from './entries.js';

type Count = (n: number, few: boolean) => string;

const en = {
  history: 'Transaction history',
  statement: (label: string) => `Yearly statement ${label}`,
  holder: 'Account holder',
  transactions: 'Transactions',
  allTypes: 'All types',
  period: 'Period',
  firstTransaction: 'first transaction',
  range: (from: string, to: string) => `${from} to ${to}`,
  generated: 'Generated',
  valuesIn: 'Values in',
  valuesAt: (currency: string) => `${currency}, at the prices and exchange rates recorded at the time`,
  financialYear: 'Australian financial year',
  calendarYear: 'Calendar year',
  none: 'No transactions in this period.',
  page: (n: number, m: number) => `Page ${n} of ${m}`,
  count: ((n: number) => `${n} transaction${n === 1 ? '' : 's'}.`) as Count,
  afterFees: 'Amounts are after fees.',
  valueNotes: {
    source: "Values are those of the time, from the ledger's own records:",
    prices: 'the price a card purchase was paid, and the coin prices and exchange rates recorded with each movement.',
    older: 'Movements recorded before exchange rates were kept are valued in USDC at the coin price recorded then.',
  },
  noValue: (marker: string) =>
    `Where no value was recorded at the time, the value is left empty and marked '${marker}'.`,
  columns: {
    date: (zone: string) => `Date (${zone})`,
    type: 'Type',
    status: 'Status',
    sent: 'Sent',
    received: 'Received',
    fee: 'Fee',
    currency: 'Currency',
    value: 'Value',
    reference: 'Reference',
    description: 'Description',
    label: 'Label',
    txHash: 'Transaction hash',
  },
  types: { Buy: 'Buy', Swap: 'Swap', Sell: 'Sale', Withdraw: 'Withdrawal', Deposit: 'Deposit' },
  /** A fill's type names the order it filled: 'Swap (limit order)'. */
  orderKinds: { limit: 'limit order', stop: 'stop order' },
  statuses: {
    Completed: 'Completed',
    Pending: 'Pending',
    Failed: 'Failed',
    Returned: 'Returned',
    'Under review': 'Under review',
  },
  /** A row of the statement PDF: its type, reference and what its value was taken from. */
  row: (type: string, reference: string, value: string) => `${type} ${reference} (value: ${value})`,
  valueSources: { 'purchase price': 'purchase price', 'sale price': 'sale price', 'recorded price': 'recorded price' },
  noValueMarker: 'not recorded',
};

type PdfTexts = typeof en;

const PDF_TEXTS = mailTexts<PdfTexts>('statement files', {
  en,
  de: {
    history: 'Transaktionsverlauf',
    statement: (label) => `Jährliche Steuerübersicht ${label}`,
    holder: 'Kontoinhaber',
    transactions: 'Transaktionen',
    allTypes: 'Alle Arten',
    period: 'Zeitraum',
    firstTransaction: 'erste Transaktion',
    range: (from, to) => `${from} bis ${to}`,
    generated: 'Erstellt',
    valuesIn: 'Werte in',
    valuesAt: (currency) => `${currency}, zu den damals erfassten Kursen und Wechselkursen`,
    financialYear: 'Australisches Geschäftsjahr',
    calendarYear: 'Kalenderjahr',
    none: 'Keine Transaktionen in diesem Zeitraum.',
    page: (n, m) => `Seite ${n} von ${m}`,
    count: (n) => `${n} ${n === 1 ? 'Transaktion' : 'Transaktionen'}.`,
    afterFees: 'Beträge nach Gebühren.',
    valueNotes: {
      source: 'Die Werte sind die damaligen, aus den eigenen Buchungen:',
      prices: 'der für einen Kartenkauf gezahlte Preis sowie die bei jeder Bewegung erfassten Kurse und Wechselkurse.',
      older: 'Bewegungen aus der Zeit vor der Erfassung von Wechselkursen sind in USDC zum damaligen Kurs bewertet.',
    },
    noValue: (marker) => `Wo damals kein Wert erfasst wurde, bleibt der Wert leer und ist mit „${marker}“ markiert.`,
    columns: {
      date: (zone) => `Datum (${zone})`,
      type: 'Art',
      status: 'Status',
      sent: 'Gesendet',
      received: 'Erhalten',
      fee: 'Gebühr',
      currency: 'Währung',
      value: 'Wert',
      reference: 'Referenz',
      description: 'Beschreibung',
      label: 'Kennzeichnung',
      txHash: 'Transaktions-Hash',
    },
    types: { Buy: 'Kauf', Swap: 'Tausch', Sell: 'Verkauf', Withdraw: 'Auszahlung', Deposit: 'Einzahlung' },
    orderKinds: { limit: 'Limit-Order', stop: 'Stop-Order' },
    statuses: {
      Completed: 'Abgeschlossen',
      Pending: 'Ausstehend',
      Failed: 'Fehlgeschlagen',
      Returned: 'Zurückgesendet',
      'Under review': 'Wird geprüft',
    },
    /** A row of the statement PDF: its type, reference and what its value was taken from. */
    row: (type, reference, value) => `${type} ${reference} (Wert: ${value})`,
    valueSources: { 'purchase price': 'Kaufpreis', 'sale price': 'Verkaufspreis', 'recorded price': 'erfasster Kurs' },
    noValueMarker: 'nicht erfasst',
  },
  fr: {
    history: 'Historique des transactions',
    statement: (label) => `Relevé annuel ${label}`,
    holder: 'Titulaire du compte',
    transactions: 'Transactions',
    allTypes: 'Tous les types',
    period: 'Période',
    firstTransaction: 'première transaction',
    range: (from, to) => `${from} – ${to}`,
    generated: 'Établi le',
    valuesIn: 'Valeurs en',
    valuesAt: (currency) => `${currency}, aux cours et taux de change enregistrés à l’époque`,
    financialYear: 'Exercice fiscal australien',
    calendarYear: 'Année civile',
    none: 'Aucune transaction sur cette période.',
    page: (n, m) => `Page ${n} sur ${m}`,
    count: (n) => `${n} transaction${n > 1 ? 's' : ''}.`,
    afterFees: 'Montants nets de frais.',
    valueNotes: {
      source: 'Les valeurs sont celles de l’époque, issues de nos propres écritures :',
      prices:
        'le prix payé pour un achat par carte, ainsi que les cours et taux de change enregistrés à chaque mouvement.',
      older: 'Les mouvements antérieurs à l’enregistrement des taux de change sont valorisés en USDC au cours d’alors.',
    },
    noValue: (marker) =>
      `Lorsqu’aucune valeur n’a été enregistrée, la valeur est laissée vide et marquée « ${marker} ».`,
    columns: {
      date: (zone) => `Date (${zone})`,
      type: 'Type',
      status: 'Statut',
      sent: 'Envoyé',
      received: 'Reçu',
      fee: 'Frais',
      currency: 'Devise',
      value: 'Valeur',
      reference: 'Référence',
      description: 'Libellé',
      label: 'Étiquette',
      txHash: 'Hash de transaction',
    },
    types: { Buy: 'Achat', Swap: 'Échange', Sell: 'Vente', Withdraw: 'Retrait', Deposit: 'Dépôt' },
    orderKinds: { limit: 'ordre à cours limité', stop: 'ordre stop' },
    statuses: {
      Completed: 'Terminé',
      Pending: 'En attente',
      Failed: 'Échoué',
      Returned: 'Renvoyé',
      'Under review': 'En cours de vérification',
    },
    /** A row of the statement PDF: its type, reference and what its value was taken from. */
    row: (type, reference, value) => `${type} ${reference} (valeur : ${value})`,
    valueSources: {
      'purchase price': 'prix d’achat',
      'sale price': 'prix de vente',
      'recorded price': 'cours enregistré',
    },
    noValueMarker: 'non enregistrée',
  },
  es: {
    history: 'Historial de transacciones',
    statement: (label) => `Extracto anual ${label}`,
    holder: 'Titular de la cuenta',
    transactions: 'Transacciones',
    allTypes: 'Todos los tipos',
    period: 'Periodo',
    firstTransaction: 'primera transacción',
    range: (from, to) => `${from} – ${to}`,
    generated: 'Generado',
    valuesIn: 'Valores en',
    valuesAt: (currency) => `${currency}, a los precios y tipos de cambio registrados en su momento`,
    financialYear: 'Año fiscal australiano',
    calendarYear: 'Año natural',
    none: 'No hay transacciones en este periodo.',
    page: (n, m) => `Página ${n} de ${m}`,
    count: (n) => `${n} ${n === 1 ? 'transacción' : 'transacciones'}.`,
    afterFees: 'Importes después de comisiones.',
    valueNotes: {
      source: 'Los valores son los de su momento, según nuestros propios registros:',
      prices:
        'el precio pagado en una compra con tarjeta y los precios y tipos de cambio registrados con cada movimiento.',
      older: 'Los movimientos anteriores al registro de tipos de cambio se valoran en USDC al precio de entonces.',
    },
    noValue: (marker) => `Si no se registró ningún valor en su momento, el valor queda vacío y marcado «${marker}».`,
    columns: {
      date: (zone) => `Fecha (${zone})`,
      type: 'Tipo',
      status: 'Estado',
      sent: 'Enviado',
      received: 'Recibido',
      fee: 'Comisión',
      currency: 'Moneda',
      value: 'Valor',
      reference: 'Referencia',
      description: 'Descripción',
      label: 'Etiqueta',
      txHash: 'Hash de la transacción',
    },
    types: { Buy: 'Compra', Swap: 'Intercambio', Sell: 'Venta', Withdraw: 'Retirada', Deposit: 'Depósito' },
    orderKinds: { limit: 'orden límite', stop: 'orden stop' },
    statuses: {
      Completed: 'Completada',
      Pending: 'Pendiente',
      Failed: 'Fallida',
      Returned: 'Devuelta',
      'Under review': 'En revisión',
    },
    /** A row of the statement PDF: its type, reference and what its value was taken from. */
    row: (type, reference, value) => `${type} ${reference} (valor: ${value})`,
    valueSources: {
      'purchase price': 'precio de compra',
      'sale price': 'precio de venta',
      'recorded price': 'precio registrado',
    },
    noValueMarker: 'no registrado',
  },
  it: {
    history: 'Storico transazioni',
    statement: (label) => `Rendiconto annuale ${label}`,
    holder: 'Titolare del conto',
    transactions: 'Transazioni',
    allTypes: 'Tutti i tipi',
    period: 'Periodo',
    firstTransaction: 'prima transazione',
    range: (from, to) => `${from} – ${to}`,
    generated: 'Generato',
    valuesIn: 'Valori in',
    valuesAt: (currency) => `${currency}, ai prezzi e tassi di cambio registrati all’epoca`,
    financialYear: 'Anno fiscale australiano',
    calendarYear: 'Anno solare',
    none: 'Nessuna transazione in questo periodo.',
    page: (n, m) => `Pagina ${n} di ${m}`,
    count: (n) => `${n} ${n === 1 ? 'transazione' : 'transazioni'}.`,
    afterFees: 'Importi al netto delle commissioni.',
    valueNotes: {
      source: 'I valori sono quelli dell’epoca, dalle nostre registrazioni:',
      prices: 'il prezzo pagato per un acquisto con carta e i prezzi e tassi di cambio registrati con ogni movimento.',
      older: 'I movimenti precedenti alla registrazione dei tassi di cambio sono valutati in USDC al prezzo di allora.',
    },
    noValue: (marker) =>
      `Dove all’epoca non è stato registrato alcun valore, il campo resta vuoto ed è segnato «${marker}».`,
    columns: {
      date: (zone) => `Data (${zone})`,
      type: 'Tipo',
      status: 'Stato',
      sent: 'Inviato',
      received: 'Ricevuto',
      fee: 'Commissione',
      currency: 'Valuta',
      value: 'Valore',
      reference: 'Riferimento',
      description: 'Descrizione',
      label: 'Etichetta',
      txHash: 'Hash della transazione',
    },
    types: { Buy: 'Acquisto', Swap: 'Scambio', Sell: 'Vendita', Withdraw: 'Prelievo', Deposit: 'Deposito' },
    orderKinds: { limit: 'ordine limite', stop: 'ordine stop' },
    statuses: {
      Completed: 'Completata',
      Pending: 'In attesa',
      Failed: 'Non riuscita',
      Returned: 'Restituita',
      'Under review': 'In verifica',
    },
    /** A row of the statement PDF: its type, reference and what its value was taken from. */
    row: (type, reference, value) => `${type} ${reference} (valore: ${value})`,
    valueSources: {
      'purchase price': 'prezzo di acquisto',
      'sale price': 'prezzo di vendita',
      'recorded price': 'prezzo registrato',
    },
    noValueMarker: 'non registrato',
  },
  nl: {
    history: 'Transactiegeschiedenis',
    statement: (label) => `Jaaroverzicht ${label}`,
    holder: 'Rekeninghouder',
    transactions: 'Transacties',
    allTypes: 'Alle soorten',
    period: 'Periode',
    firstTransaction: 'eerste transactie',
    range: (from, to) => `${from} tot ${to}`,
    generated: 'Aangemaakt',
    valuesIn: 'Waarden in',
    valuesAt: (currency) => `${currency}, tegen de koersen en wisselkoersen van toen`,
    financialYear: 'Australisch boekjaar',
    calendarYear: 'Kalenderjaar',
    none: 'Geen transacties in deze periode.',
    page: (n, m) => `Pagina ${n} van ${m}`,
    count: (n) => `${n} ${n === 1 ? 'transactie' : 'transacties'}.`,
    afterFees: 'Bedragen na kosten.',
    valueNotes: {
      source: 'De waarden zijn die van toen, uit onze eigen boekingen:',
      prices:
        'de prijs die voor een kaartaankoop is betaald, en de koersen en wisselkoersen die bij elke boeking zijn vastgelegd.',
      older: 'Boekingen van voor het vastleggen van wisselkoersen zijn gewaardeerd in USDC tegen de koers van toen.',
    },
    noValue: (marker) => `Waar toen geen waarde is vastgelegd, blijft de waarde leeg en staat er ‘${marker}’.`,
    columns: {
      date: (zone) => `Datum (${zone})`,
      type: 'Soort',
      status: 'Status',
      sent: 'Verzonden',
      received: 'Ontvangen',
      fee: 'Kosten',
      currency: 'Valuta',
      value: 'Waarde',
      reference: 'Referentie',
      description: 'Omschrijving',
      label: 'Categorie',
      txHash: 'Transactiehash',
    },
    types: { Buy: 'Aankoop', Swap: 'Wissel', Sell: 'Verkoop', Withdraw: 'Opname', Deposit: 'Storting' },
    orderKinds: { limit: 'limietorder', stop: 'stoporder' },
    statuses: {
      Completed: 'Voltooid',
      Pending: 'In behandeling',
      Failed: 'Mislukt',
      Returned: 'Teruggestuurd',
      'Under review': 'Wordt gecontroleerd',
    },
    /** A row of the statement PDF: its type, reference and what its value was taken from. */
    row: (type, reference, value) => `${type} ${reference} (waarde: ${value})`,
    valueSources: {
      'purchase price': 'aankoopprijs',
      'sale price': 'verkoopprijs',
      'recorded price': 'vastgelegde koers',
    },
    noValueMarker: 'niet vastgelegd',
  },
  pl: {
    history: 'Historia transakcji',
    statement: (label) => `Zestawienie roczne ${label}`,
    holder: 'Właściciel konta',
    transactions: 'Transakcje',
    allTypes: 'Wszystkie rodzaje',
    period: 'Okres',
    firstTransaction: 'pierwszej transakcji',
    range: (from, to) => `od ${from} do ${to}`,
    generated: 'Wygenerowano',
    valuesIn: 'Wartości w',
    valuesAt: (currency) => `${currency}, po cenach i kursach walut zapisanych w tamtym czasie`,
    financialYear: 'Australijski rok obrachunkowy',
    calendarYear: 'Rok kalendarzowy',
    none: 'Brak transakcji w tym okresie.',
    page: (n, m) => `Strona ${n} z ${m}`,
    count: (n, few) => `${n} ${n === 1 ? 'transakcja' : few ? 'transakcje' : 'transakcji'}.`,
    afterFees: 'Kwoty po odliczeniu opłat.',
    valueNotes: {
      source: 'Wartości pochodzą z tamtego czasu, z naszych własnych zapisów:',
      prices: 'cena zapłacona przy zakupie kartą oraz ceny i kursy walut zapisane przy każdej operacji.',
      older: 'Operacje sprzed zapisywania kursów walut są wycenione w USDC po ówczesnej cenie.',
    },
    noValue: (marker) => `Gdy w tamtym czasie nie zapisano wartości, pole jest puste i oznaczone „${marker}”.`,
    columns: {
      date: (zone) => `Data (${zone})`,
      type: 'Rodzaj',
      status: 'Status',
      sent: 'Wysłano',
      received: 'Otrzymano',
      fee: 'Opłata',
      currency: 'Waluta',
      value: 'Wartość',
      reference: 'Numer referencyjny',
      description: 'Opis',
      label: 'Etykieta',
      txHash: 'Hash transakcji',
    },
    types: { Buy: 'Zakup', Swap: 'Wymiana', Sell: 'Sprzedaż', Withdraw: 'Wypłata', Deposit: 'Wpłata' },
    orderKinds: { limit: 'zlecenie z limitem', stop: 'zlecenie stop' },
    statuses: {
      Completed: 'Zakończona',
      Pending: 'Oczekująca',
      Failed: 'Nieudana',
      Returned: 'Zwrócona',
      'Under review': 'W trakcie weryfikacji',
    },
    /** A row of the statement PDF: its type, reference and what its value was taken from. */
    row: (type, reference, value) => `${type} ${reference} (wartość: ${value})`,
    valueSources: {
      'purchase price': 'cena zakupu',
      'sale price': 'cena sprzedaży',
      'recorded price': 'zarejestrowany kurs',
    },
    noValueMarker: 'nie zarejestrowano',
  },
});

/**
 * The file's words in `language`, with the count's plural form chosen as the language does, and
 * its one way of writing dates and amounts: the emails' (mailLocale), so a file reads as the
 * customer's emails and screens do.
 */
export function pdfTexts(language: Language) {
  const t = PDF_TEXTS[language];
  const few = (n: number) => new Intl.PluralRules(language).select(n) === 'few';
  const l = mailLocale(language);
  const typeOf = (e: Pick<Entry, 'type' | 'order'>) =>
    e.order ? `${t.types[e.type]} (${t.orderKinds[e.order]})` : t.types[e.type];
  return {
    ...t,
    transactionCount: (n: number) => t.count(n, few(n)),
    /** An instant in the zone as a table shows it: '17.05.2026, 14:05' in German. */
    when: (at: Date, zone: string) => l.dateTime(at, zone),
    /** The day of an instant in the zone: '17.05.2026' in German. */
    day: (at: Date, zone: string) => l.day(at, zone),
    /**
     * An amount with its currency as the reader writes it, in one piece that no line breaks:
     * '1.000,50 €', '0,00254612 ETH'; nothing for an empty cell.
     */
    money: (m: Money | null) =>
      m
        ? (isFiat(m.currency) ? l.fiat(m.amount, m.currency) : l.coin(m.amount, m.currency)).replace(/ /g, '\u00a0')
        : '',
    /** A row's type in the reader's words, with the kind of order a fill filled. */
    typeOf,
    /** A statement row's description in the reader's words, made of the row's type, reference and value source. */
    describe: (e: Pick<Entry, 'type' | 'order' | 'reference' | 'value'>) =>
      t.row(typeOf(e), e.reference, e.value ? t.valueSources[e.value.source] : t.noValueMarker),
  };
}
