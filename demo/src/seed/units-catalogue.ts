export { UNIT_CATALOGUE as unitsCatalogue } from '@larder/shared/units/unit-catalogue';
