#pragma once
/// Every engine card, event card and component with what it does, in the UI's language: the Rules
/// page's lists (the same words as the cards' tooltips). Not part of any game, so it is there before
/// the first one; retranslate() words it again after the language changed.

#include <QtQml/qqmlregistration.h>
#include <QObject>

#include "ui-qml/models/GameModels.h"

class CardCatalogue : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("owned by GameController")
    Q_PROPERTY(CardTextModel* engineCards READ engineCards CONSTANT)
    Q_PROPERTY(CardTextModel* eventCards READ eventCards CONSTANT)
    Q_PROPERTY(CardTextModel* components READ components CONSTANT)

public:
    explicit CardCatalogue(QObject* parent = nullptr);

    CardTextModel* engineCards() const { return m_engineCards; }
    CardTextModel* eventCards() const { return m_eventCards; }
    CardTextModel* components() const { return m_components; }
    /// Words every card and component again in the current language.
    void retranslate();

private:
    CardTextModel* m_engineCards;
    CardTextModel* m_eventCards;
    CardTextModel* m_components;
};
