// Routes of the pages that read the firm's data: about and the team, press, client reviews.

export const dataPageRoutes = <></>;
