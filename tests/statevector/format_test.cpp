// Golden ket strings, reasoned by hand from the amplitudes (see comments), in every style and order.
#include "statevector/format.h"

#include <gtest/gtest.h>

#include "statevector/catalogue.h"
#include "test_states.h"

namespace entanglion {
namespace {

using testing::kInvSqrt2;

constexpr KetFormat kUnicodeMR{KetStyle::kUnicode, QubitOrder::kMercurialRubicon, 4};
constexpr KetFormat kUnicodeRM{KetStyle::kUnicode, QubitOrder::kRubiconMercurial, 4};
constexpr KetFormat kLatexMR{KetStyle::kLatex, QubitOrder::kMercurialRubicon, 4};
constexpr KetFormat kLatexRM{KetStyle::kLatex, QubitOrder::kRubiconMercurial, 4};
constexpr KetFormat kAsciiMR{KetStyle::kAscii, QubitOrder::kMercurialRubicon, 4};
constexpr KetFormat kAsciiRM{KetStyle::kAscii, QubitOrder::kRubiconMercurial, 4};

// (1, -1, 1, 1)/2 in |Mercurial Rubicon> order: |00> +, |01> -, |10> +, |11> +.
TwoQubitState half_state() { return TwoQubitState(Eigen::Vector4cd(0.5, -0.5, 0.5, 0.5)); }

TEST(FormatTest, PhiPlusInEveryStyle) {
    // Symmetric under exchange, so both orders print the same.
    for (QubitOrder order : {QubitOrder::kMercurialRubicon, QubitOrder::kRubiconMercurial}) {
        EXPECT_EQ(format_ket(phi_plus(), {KetStyle::kUnicode, order, 4}), "(|00> + |11>)/√2");
        EXPECT_EQ(format_ket(phi_plus(), {KetStyle::kLatex, order, 4}),
                  "\\frac{1}{\\sqrt{2}}\\left(|00\\rangle + |11\\rangle\\right)");
        EXPECT_EQ(format_ket(phi_plus(), {KetStyle::kAscii, order, 4}), "(|00> + |11>)/sqrt(2)");
    }
}

TEST(FormatTest, HalfAmplitudesPullOutTheCommonFactor) {
    EXPECT_EQ(format_ket(half_state(), kUnicodeMR), "½(|00> - |01> + |10> + |11>)");
    EXPECT_EQ(format_ket(half_state(), kLatexMR),
              "\\frac{1}{2}\\left(|00\\rangle - |01\\rangle + |10\\rangle + |11\\rangle\\right)");
    EXPECT_EQ(format_ket(half_state(), kAsciiMR), "1/2(|00> - |01> + |10> + |11>)");
    // In |Rubicon Mercurial> order the label |01> means Rubicon 0, Mercurial 1: amplitude of
    // |m=1 r=0> = +1/2; |10> means Rubicon 1, Mercurial 0: amplitude of |m=0 r=1> = -1/2.
    EXPECT_EQ(format_ket(half_state(), kUnicodeRM), "½(|00> + |01> - |10> + |11>)");
    EXPECT_EQ(format_ket(half_state(), kLatexRM),
              "\\frac{1}{2}\\left(|00\\rangle + |01\\rangle - |10\\rangle + |11\\rangle\\right)");
    EXPECT_EQ(format_ket(half_state(), kAsciiRM), "1/2(|00> + |01> - |10> + |11>)");
}

TEST(FormatTest, OrderFlipsTheBitsOfEachKet) {
    // Mercurial on ZERO, Rubicon on ONE: |01> in MR order, |10> in RM order.
    const TwoQubitState zero_one = TwoQubitState::basis(0, 1);
    EXPECT_EQ(format_ket(zero_one, kUnicodeMR), "|01>");
    EXPECT_EQ(format_ket(zero_one, kUnicodeRM), "|10>");
    EXPECT_EQ(format_ket(zero_one, kLatexRM), "|10\\rangle");
    // Mercurial ONE, Rubicon PLUS: (|10> + |11>)/√2; with Rubicon first the kets are |01>, |11>.
    const TwoQubitState one_plus = TwoQubitState::product(SingleQubitKet::kOne, SingleQubitKet::kPlus);
    EXPECT_EQ(format_ket(one_plus, kUnicodeMR), "(|10> + |11>)/√2");
    EXPECT_EQ(format_ket(one_plus, kUnicodeRM), "(|01> + |11>)/√2");
    EXPECT_EQ(format_ket(one_plus, kAsciiRM), "(|01> + |11>)/sqrt(2)");
    // Psi- = (|01> - |10>)/√2; with Rubicon first the minus sits on |01>.
    EXPECT_EQ(format_ket(psi_minus(), kUnicodeMR), "(|01> - |10>)/√2");
    EXPECT_EQ(format_ket(psi_minus(), kUnicodeRM), "(-|01> + |10>)/√2");
    EXPECT_EQ(format_ket(psi_minus(), kLatexRM), "\\frac{1}{\\sqrt{2}}\\left(-|01\\rangle + |10\\rangle\\right)");
}

TEST(FormatTest, PhasesAndSingleTerms) {
    EXPECT_EQ(format_ket(TwoQubitState(Eigen::Vector4cd(0, 0, 0, -1)), kUnicodeMR), "-|11>");
    EXPECT_EQ(format_ket(TwoQubitState(Eigen::Vector4cd(0, Complex(0, -1), 0, 0)), kAsciiMR), "-i|01>");
    EXPECT_EQ(format_ket(TwoQubitState(Complex(0, 1) * phi_plus().amplitudes()), kUnicodeMR), "(i|00> + i|11>)/√2");
    // (|00> - i|11>)/√2.
    EXPECT_EQ(format_ket(TwoQubitState(Eigen::Vector4cd(kInvSqrt2, 0, 0, Complex(0, -kInvSqrt2))), kAsciiMR),
              "(|00> - i|11>)/sqrt(2)");
    // A lone term with a factor (not normalised) needs no brackets.
    EXPECT_EQ(format_ket(TwoQubitState(Eigen::Vector4cd(0, 0.5, 0, 0)), kUnicodeMR), "½|01>");
    EXPECT_EQ(format_ket(TwoQubitState(Eigen::Vector4cd(0, 0.5, 0, 0)), kAsciiMR), "1/2|01>");
    EXPECT_EQ(format_ket(TwoQubitState(Eigen::Vector4cd(0, 0, kInvSqrt2, 0)), kLatexMR),
              "\\frac{1}{\\sqrt{2}}|10\\rangle");
    EXPECT_EQ(format_ket(TwoQubitState(Eigen::Vector4cd::Zero()), kUnicodeMR), "0");
}

TEST(FormatTest, MixedExactMagnitudesAreWrittenPerTerm) {
    // 1/√2 |00> + 1/2 |01> + 1/2 |10>: squares 1/2 + 1/4 + 1/4 = 1.
    const TwoQubitState mixed(Eigen::Vector4cd(kInvSqrt2, 0.5, -0.5, 0));
    EXPECT_EQ(format_ket(mixed, kUnicodeMR), "|00>/√2 + ½|01> - ½|10>");
    EXPECT_EQ(format_ket(mixed, kAsciiMR), "|00>/sqrt(2) + |01>/2 - |10>/2");
    EXPECT_EQ(format_ket(mixed, kLatexMR),
              "\\frac{1}{\\sqrt{2}}|00\\rangle + \\frac{1}{2}|01\\rangle - \\frac{1}{2}|10\\rangle");
}

TEST(FormatTest, RoundingNoiseStillPrintsExactly) {
    TwoQubitState noisy(Eigen::Vector4cd(kInvSqrt2 + 2e-12, Complex(0, 3e-13), -1e-12, kInvSqrt2 - 1e-12));
    EXPECT_EQ(format_ket(noisy, kUnicodeMR), "(|00> + |11>)/√2");
}

TEST(FormatTest, OtherAmplitudesPrintNumerically) {
    const TwoQubitState skew(Eigen::Vector4cd(0.6, -0.8, 0, 0));
    EXPECT_EQ(format_ket(skew, kUnicodeMR), "0.6000|00> - 0.8000|01>");
    EXPECT_EQ(format_ket(skew, {KetStyle::kAscii, QubitOrder::kMercurialRubicon, 2}), "0.60|00> - 0.80|01>");
    // RM order: amplitude -0.8 of |m=0 r=1> is labelled |10>.
    EXPECT_EQ(format_ket(skew, kUnicodeRM), "0.6000|00> - 0.8000|10>");
    EXPECT_EQ(format_ket(skew, kLatexMR), "0.6000|00\\rangle - 0.8000|01\\rangle");
    // 0.36 + 0.48i has modulus 0.6; with 0.8i on |11> the norm is 1.
    const TwoQubitState complex(Eigen::Vector4cd(Complex(0.36, 0.48), 0, 0, Complex(0, -0.8)));
    EXPECT_EQ(format_ket(complex, kUnicodeMR), "(0.3600+0.4800i)|00> - 0.8000i|11>");
    // An amplitude below half a unit in the last place would print as 0.0000: it is left out.
    const TwoQubitState tiny(Eigen::Vector4cd(0.6, 0.8, 1e-6, 0));
    EXPECT_EQ(format_ket(tiny, kUnicodeMR), "0.6000|00> + 0.8000|01>");
    EXPECT_EQ(format_ket(tiny, {KetStyle::kUnicode, QubitOrder::kMercurialRubicon, 6}),
              "0.600000|00> + 0.800000|01> + 0.000001|10>");
}

TEST(FormatTest, LabelledKetsNameTheOrder) {
    EXPECT_EQ(format_order_label(kUnicodeMR), "|Mercurial Rubicon>");
    EXPECT_EQ(format_order_label(kAsciiRM), "|Rubicon Mercurial>");
    EXPECT_EQ(format_order_label(kLatexMR), "|\\text{Mercurial}\\,\\text{Rubicon}\\rangle");
    EXPECT_EQ(format_ket_labelled(phi_plus(), kUnicodeMR), "(|00> + |11>)/√2  in |Mercurial Rubicon>");
    EXPECT_EQ(format_ket_labelled(TwoQubitState::basis(0, 1), kAsciiRM), "|10>  in |Rubicon Mercurial>");
}

TEST(FormatTest, SingleAmplitudes) {
    EXPECT_EQ(format_amplitude(kInvSqrt2, kUnicodeMR), "1/√2");
    EXPECT_EQ(format_amplitude(-0.5, kUnicodeMR), "-½");
    EXPECT_EQ(format_amplitude(Complex(0, kInvSqrt2), kUnicodeMR), "i/√2");
    EXPECT_EQ(format_amplitude(Complex(0, -0.5), kAsciiMR), "-i/2");
    EXPECT_EQ(format_amplitude(Complex(0, 0.5), kUnicodeMR), "i/2");
    EXPECT_EQ(format_amplitude(kInvSqrt2, kLatexMR), "\\frac{1}{\\sqrt{2}}");
    EXPECT_EQ(format_amplitude(-1.0, kLatexMR), "-1");
    EXPECT_EQ(format_amplitude(0.0, kUnicodeMR), "0");
    EXPECT_EQ(format_amplitude(0.6, kUnicodeMR), "0.6000");
    EXPECT_EQ(format_amplitude(Complex(-0.36, 0.48), kAsciiMR), "(-0.3600+0.4800i)");
    EXPECT_EQ(format_amplitude(-0.6, {KetStyle::kAscii, QubitOrder::kMercurialRubicon, 1}), "-0.6");
}

}  // namespace
}  // namespace entanglion
