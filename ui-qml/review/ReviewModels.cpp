#include "ui-qml/review/ReviewModels.h"

const RowRoles<ReviewStepRow>& ReviewStepRow::roles() {
    static const RowRoles<ReviewStepRow> roles{{"entry", &ReviewStepRow::entry},
                                               {"actionStep", &ReviewStepRow::actionStep},
                                               {"who", &ReviewStepRow::who},
                                               {"decision", &ReviewStepRow::decision},
                                               {"what", &ReviewStepRow::what},
                                               {"title", &ReviewStepRow::title},
                                               {"before", &ReviewStepRow::before},
                                               {"after", &ReviewStepRow::after},
                                               {"swingText", &ReviewStepRow::swingText},
                                               {"decisionClass", &ReviewStepRow::decisionClass},
                                               {"luck", &ReviewStepRow::luck},
                                               {"flagged", &ReviewStepRow::flagged},
                                               {"keyMoment", &ReviewStepRow::keyMoment},
                                               {"verdict", &ReviewStepRow::verdict},
                                               {"better", &ReviewStepRow::better},
                                               {"why", &ReviewStepRow::why},
                                               {"ketPlayed", &ReviewStepRow::ketPlayed},
                                               {"ketBest", &ReviewStepRow::ketBest}};
    return roles;
}

const RowRoles<ReviewChoiceRow>& ReviewChoiceRow::roles() {
    static const RowRoles<ReviewChoiceRow> roles{{"label", &ReviewChoiceRow::label},
                                                 {"win", &ReviewChoiceRow::win},
                                                 {"best", &ReviewChoiceRow::best},
                                                 {"played", &ReviewChoiceRow::played}};
    return roles;
}
