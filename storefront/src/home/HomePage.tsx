import { useTranslation } from "../i18n/useTranslation.ts";
import { RandomProducts } from "../catalog/RandomProducts.tsx";
import { HOME_ROWS } from "../app/pageData.ts";
import { PageMeta } from "../ui/PageMeta.tsx";
import { FeaturedTests } from "./FeaturedTests.tsx";
import { Hero } from "./Hero.tsx";
import { HowItWorks } from "./HowItWorks.tsx";
import { InfoSections } from "./InfoSections.tsx";

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta page="home" />
      <Hero />
      <FeaturedTests />
      <div className="container">
        <RandomProducts title={t("home.popular")} {...HOME_ROWS.popular} />
      </div>
      <InfoSections />
      <div className="container">
        <RandomProducts title={t("home.discover")} {...HOME_ROWS.discover} />
      </div>
      <HowItWorks />
    </>
  );
}
