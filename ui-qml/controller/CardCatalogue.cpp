#include "ui-qml/controller/CardCatalogue.h"

#include "ui-qml/controller/GameText.h"

namespace rules = entanglion::rules;

CardCatalogue::CardCatalogue(QObject* parent)
    : QObject(parent),
      m_engineCards(new CardTextModel(this)),
      m_eventCards(new CardTextModel(this)),
      m_components(new CardTextModel(this)) {
    retranslate();
}

void CardCatalogue::retranslate() {
    QList<CardTextRow> engine;
    for (int i = 0; i < rules::kEngineCardKinds; ++i) {
        const auto card = static_cast<rules::EngineCard>(i);
        engine.append({gameText::engineCardName(card), gameText::engineCardText(card)});
    }
    m_engineCards->setRows(engine);
    QList<CardTextRow> events;
    for (rules::EventCard card : rules::kAllEventCards)
        events.append({gameText::eventName(card), gameText::eventCardText(card)});
    m_eventCards->setRows(events);
    QList<CardTextRow> components;
    for (rules::Component component : rules::kAllComponents) {
        components.append({gameText::componentName(component), gameText::componentText(component)});
    }
    m_components->setRows(components);
}
