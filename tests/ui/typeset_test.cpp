// Typeset.ket (ui-qml/style/Typeset.qml, which calls the C++ rule in ui-qml/common/KetText.h): laid out by Qt's own
// text layout (word wrap, as the kets' Text.WordWrap) at every width up to the whole ket, a ket breaks only between
// terms (after a `+` or `-`), never inside "|11>" or "(1/√2)"; and the plain ket, laid out the same way, does break
// inside a term (what the live state and the lessons showed: "...- |1" / "1>)").
#include <QFont>
#include <QGuiApplication>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QTest>
#include <QTextLayout>
#include <memory>
#include <set>

#include "tests/common/qtest_program.h"
#include "tests/ui/style_singleton.h"
#include "ui-qml/common/KetText.h"

namespace {

/// The offsets in `text` where Qt's layout starts each line at `width` pixels.
std::vector<int> lineStarts(const QString& text, double width) {
    QFont font = QGuiApplication::font();
    font.setPixelSize(24);
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);  // Text.WordWrap, as the kets are drawn
    layout.setTextOption(option);
    layout.beginLayout();
    std::vector<int> starts;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        starts.push_back(line.textStart());
    }
    layout.endLayout();
    return starts;
}

/// The count of plain characters before `offset` in a typeset text (joiners are not characters).
int plainOffset(const QString& typeset, int offset) {
    return static_cast<int>(offset - typeset.left(offset).count(QChar(0x2060)));
}

/// Where a line may start in a plain ket: right after "+ " or "- " between two terms.
std::set<int> termStarts(const QString& plain) {
    std::set<int> starts{0};
    for (int i = 0; i + 2 < plain.size(); ++i) {
        if (plain[i] == u' ' && (plain[i + 1] == u'+' || plain[i + 1] == u'-') && plain[i + 2] == u' ')
            starts.insert(i + 3);
    }
    return starts;
}

}  // namespace

class TypesetTest : public QObject {
    Q_OBJECT

    QQmlEngine m_engine;
    std::unique_ptr<QObject> m_holder;
    QObject* m_typeset = nullptr;

    QString call(const char* function, const QString& plain) {
        QVariant result;
        QMetaObject::invokeMethod(m_typeset, function, Q_RETURN_ARG(QVariant, result), Q_ARG(QVariant, plain));
        return result.toString();
    }
    QString ket(const QString& plain) { return call("ket", plain); }

private slots:
    void initTestCase() {
        QString error;
        m_holder = testing_ui::holdStyleSingleton(m_engine, QStringLiteral("Typeset"), &error);
        QVERIFY2(m_holder != nullptr, qPrintable(error));
        m_typeset = m_holder->property("singleton").value<QObject*>();
        QVERIFY(m_typeset != nullptr);
    }

    void aKetBreaksOnlyBetweenTerms_data() {
        QTest::addColumn<QString>("plain");
        QTest::newRow("Phi+") << QString::fromUtf8("(|00> + |11>)/√2");
        QTest::newRow("Psi-") << QString::fromUtf8("(|01> - |10>)/√2");
        QTest::newRow("four terms") << QString::fromUtf8("(1/2)|00> + (1/2)|01> - (1/2)|10> - (i/2)|11>");
        QTest::newRow("one term") << QStringLiteral("|10>");
    }
    void aKetBreaksOnlyBetweenTerms() {
        QFETCH(QString, plain);
        const QString typeset = ket(plain);
        QString readable = typeset;
        readable.remove(QChar(0x2060)).replace(QChar(0x00a0), u' ');
        QCOMPARE(readable, plain);  // it reads the same
        const std::set<int> allowed = termStarts(plain);
        for (double width = 8; width <= 900; width += 4) {
            for (int start : lineStarts(typeset, width)) {
                const int at = plainOffset(typeset, start);
                QVERIFY2(allowed.count(at) == 1,
                         qPrintable(QStringLiteral("at %1 px a line starts at \"%2\"").arg(width).arg(plain.mid(at))));
            }
        }
    }

    // One rule: QML's Typeset gives exactly what the C++ functions (the PDFs' layout) give.
    void qmlTypesetIsTheCppRule_data() {
        QTest::addColumn<QString>("plain");
        QTest::newRow("Phi+") << QString::fromUtf8("(|00> + |11>)/√2");
        QTest::newRow("minus sign") << QString::fromUtf8("(|01> − |10>)/√2");
        QTest::newRow("sentence") << QStringLiteral("Both ships jump to ONE (|11>) and back to |00>.");
        QTest::newRow("order label") << QStringLiteral("Kets in |Mercurial Rubicon> order");
        QTest::newRow("empty") << QString();
    }
    void qmlTypesetIsTheCppRule() {
        QFETCH(QString, plain);
        QCOMPARE(call("ket", plain), ketText::keepKetTermsWhole(plain));
        QCOMPARE(call("kets", plain), ketText::keepKetsWhole(plain));
    }

    // A screen reader gets the words without the joiners (speech would spell a joined word),
    // whichever way they were typeset: Typeset.spoken undoes ket() and kets().
    void spokenTextHasNoJoiners() {
        QFETCH(QString, plain);
        QCOMPARE(call("spoken", call("kets", plain)), plain);
        QCOMPARE(call("spoken", call("ket", plain)), plain);
        QVERIFY(!call("spoken", call("kets", plain)).contains(QChar(0x2060)));
    }
    void spokenTextHasNoJoiners_data() { qmlTypesetIsTheCppRule_data(); }

    // A sentence keeps each ket (and its bracket) whole and leaves its words breakable.
    void aSentenceKeepsItsKetsWhole() {
        const QString joiner(QChar(0x2060));
        const QString term11 = QStringList{"(", "|", "1", "1", ">", ")"}.join(joiner);
        QCOMPARE(call("kets", QStringLiteral("to ONE (|11>) now")),
                 QStringLiteral("to ONE ") + term11 + QStringLiteral(" now"));
        const QString expected = QStringList{"|", "0", ">"}.join(joiner) + QChar(0x00A0) + QStringLiteral("- ") +
                                 QStringList{"|", "1", ">"}.join(joiner);
        QCOMPARE(ketText::keepKetTermsWhole(QStringLiteral("|0> - |1>")), expected);
    }

    void thePlainKetBreaksInsideATerm() {
        const QString plain = QString::fromUtf8("(|00> + |11>)/√2");
        const std::set<int> allowed = termStarts(plain);
        bool brokeInside = false;
        for (double width = 8; width <= 400 && !brokeInside; width += 4) {
            for (int start : lineStarts(plain, width)) brokeInside = brokeInside || allowed.count(start) == 0;
        }
        QVERIFY(brokeInside);
    }
};

ENTANGLION_QTEST_MAIN(TypesetTest)
#include "typeset_test.moc"
