// No thousands separator: "1,000" would read back as 1, since a comma is a
// decimal mark when amounts are typed (./amount).
const amountFormat = new Intl.NumberFormat("en-GB", {
  maximumFractionDigits: 3,
  useGrouping: false,
});

/** An amount as the list page and the Messages screen show it: 1.5, 2, 1000. */
export const formatAmount = (amount: number) => amountFormat.format(amount);
